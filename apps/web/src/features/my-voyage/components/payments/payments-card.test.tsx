// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { paymentPicture, type Traveller } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { myTravellersQuery } from '../../api/get-my-travellers.ts';
import { PaymentsCard } from './payments-card.tsx';
import { PLAN, payment, traveller } from './test-payments.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const TODAY = '2026-04-01';
const pending = payment({ status: 'pending', amountCents: 30_000 });

function renderCard(shown: Traveller) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(myTravellersQuery.queryKey, [shown]);
  const picture = paymentPicture(PLAN, shown.payments, TODAY);
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PaymentsCard traveller={shown} picture={picture} today={TODAY} />
    </QueryClientProvider>,
  );
}

describe('PaymentsCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('withdraws a receipt still waiting for staff after asking, and says so', async () => {
    const shown = traveller({ payments: [pending] });
    const fetch = vi.fn().mockResolvedValue(json({ ...shown, payments: [{ ...pending, status: 'withdrawn' }] }));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderCard(shown);
    await user.click(screen.getByRole('button', { name: /^Withdraw the payment of €300/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The payment was withdrawn.');
    expect(fetch.mock.calls[0]![0]).toBe(`/api/my/travellers/${shown.id}/payments/${pending.id}/withdraw`);
  });

  it('says so when staff had already reviewed the receipt', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ code: 'CONFLICT', message: 'reviewed' }, 409)));
    const { user } = renderCard(traveller({ payments: [pending] }));
    await user.click(screen.getByRole('button', { name: /^Withdraw the payment of €300/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Our staff had already reviewed this payment');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
