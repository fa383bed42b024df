// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { paymentPicture, type Traveller } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { myTravellersQuery } from '../../api/get-my-travellers.ts';
import { PaymentsCard } from './payments-card.tsx';
import { PaymentsTable } from './payments-table.tsx';
import { PLAN, payment, traveller } from './test-payments.ts';

const processing = payment({ status: 'pending', amountCents: 30_000, submittedAt: '2026-03-05T09:00:00.000Z' });
const received = payment({
  status: 'approved',
  amountCents: 30_000,
  submittedAt: '2026-02-01T09:00:00.000Z',
  receivedAt: '2026-02-03T09:00:00.000Z',
  fileName: 'transfer.jpg',
  fileMediaType: 'image/jpeg',
});
const rejected = payment({
  status: 'rejected',
  amountCents: 20_000,
  submittedAt: '2026-01-25T09:00:00.000Z',
  rejectionReason: 'The receipt is not readable.',
});

describe('PaymentsTable', () => {
  it('lists the payments newest first with their dates, receipt, amount and status', () => {
    renderWithProviders(
      <PaymentsTable payments={[rejected, received, processing]} label="Payments" onWithdraw={() => {}} />,
    );
    const table = screen.getByRole('table', { name: 'Payments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '5 Mar 2026',
      '1 Feb 2026',
      '25 Jan 2026',
    ]);
    expect(within(rows[1]!).getByText('3 Feb 2026')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Not yet')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'View receipt transfer.jpg' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'Download receipt receipt.pdf' })).toHaveAttribute(
      'href',
      `/api/my/payments/${processing.id}/receipt`,
    );
    expect(within(rows[2]!).getByText('Rejected')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Reason: The receipt is not readable.')).toBeInTheDocument();
  });

  it('offers Withdraw on a Processing payment only', async () => {
    const onWithdraw = vi.fn();
    const { user } = renderWithProviders(
      <PaymentsTable payments={[rejected, received, processing]} label="Payments" onWithdraw={onWithdraw} />,
    );
    const buttons = screen.getAllByRole('button', { name: /^Withdraw/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Withdraw the payment of €300 sent on 5 Mar 2026');
    await user.click(buttons[0]!);
    expect(onWithdraw).toHaveBeenCalledWith(processing);
  });

  it('offers nothing to do once the family may no longer act', () => {
    renderWithProviders(<PaymentsTable payments={[processing]} label="Payments" />);
    expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Options' })).not.toBeInTheDocument();
  });
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderCard(shown: Traveller) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(myTravellersQuery.queryKey, [shown]);
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PaymentsCard traveller={shown} picture={paymentPicture(PLAN, shown.payments, '2026-03-10')} today="2026-03-10" />
    </QueryClientProvider>,
  );
}

describe('PaymentsCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('withdraws a Processing payment after asking', async () => {
    const shown = traveller({ payments: [processing] });
    const fetch = vi.fn().mockResolvedValue(json({ ...shown, payments: [{ ...processing, status: 'withdrawn' }] }));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderCard(shown);
    await user.click(screen.getByRole('button', { name: /^Withdraw the payment/ }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw the payment of €300?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The payment was withdrawn.');
    expect(fetch.mock.calls[0]![0]).toBe(`/api/my/travellers/${shown.id}/payments/${processing.id}/withdraw`);
  });

  it('says so when staff had already reviewed the payment', async () => {
    const shown = traveller({ payments: [processing] });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ code: 'CONFLICT', message: 'reviewed' }, 409)));
    const { user } = renderCard(shown);
    await user.click(screen.getByRole('button', { name: /^Withdraw the payment/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Our staff had already reviewed this payment');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers "I have paid" while something is left to pay', () => {
    renderCard(traveller({ payments: [] }));
    expect(screen.getByRole('button', { name: 'I have paid' })).toBeInTheDocument();
  });
});
