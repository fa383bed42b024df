// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { paymentPicture } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { PaymentInfo } from './payment-info.tsx';
import { BANK, PLAN, payment } from './test-payments.ts';

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('PaymentInfo', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the price, what was received, what waits for confirmation and what is still to pay', () => {
    const picture = paymentPicture(
      PLAN,
      [payment({ status: 'approved', amountCents: 30_000 }), payment({ status: 'pending', amountCents: 50_000 })],
      '2026-04-01',
    );
    renderWithProviders(<PaymentInfo picture={picture} bankDetails={BANK} paymentReference="RF58PAR260007" />);
    expect(figure('Total price')).toBe('€1,090');
    expect(figure('Received')).toBe('€300');
    expect(figure('Waiting for confirmation')).toBe('€500');
    expect(figure('Still to pay')).toBe('€290');
    expect(screen.getByText('Balance: €290 by 1 Jun 2026')).toBeInTheDocument();
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('marks an overdue instalment with the word and an icon, in the error colour', () => {
    const picture = paymentPicture(PLAN, [], '2026-03-20');
    renderWithProviders(<PaymentInfo picture={picture} bankDetails={BANK} paymentReference="RF58PAR260007" />);
    expect(screen.getByText('Deposit: €300 by 15 Mar 2026')).toBeInTheDocument();
    const marks = screen.getAllByText(/^Overdue/);
    expect(marks[0]).toHaveTextContent(/^Overdue$/);
    expect(marks[0]!.querySelector('svg')).not.toBeNull();
    expect(marks[1]).toHaveTextContent('Overdue · €300 still to pay');
    // The balance is not due yet.
    expect(marks).toHaveLength(2);
  });

  it('says when everything is paid, and when the rest only waits for confirmation', () => {
    const paid = paymentPicture(PLAN, [payment({ status: 'approved', amountCents: 109_000 })], '2026-07-01');
    const { unmount } = renderWithProviders(
      <PaymentInfo picture={paid} bankDetails={BANK} paymentReference="RF58PAR260007" />,
    );
    expect(screen.getByText('Everything is paid. Thank you!')).toBeInTheDocument();
    unmount();
    const waiting = paymentPicture(PLAN, [payment({ status: 'pending', amountCents: 109_000 })], '2026-07-01');
    renderWithProviders(<PaymentInfo picture={waiting} bankDetails={BANK} paymentReference="RF58PAR260007" />);
    expect(screen.getByText(/we will confirm the €1,090 you reported/)).toBeInTheDocument();
  });

  it('copies the IBAN without its spaces and the reference, and says so politely', async () => {
    const picture = paymentPicture(PLAN, [], '2026-03-01');
    const { user } = renderWithProviders(
      <PaymentInfo picture={picture} bankDetails={BANK} paymentReference="RF58PAR260007" />,
    );
    // user-event puts its own clipboard on the navigator: the copy goes there.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(writeText).toHaveBeenCalledWith('CY17002001280000001200527600');
    expect(screen.getByRole('button', { name: 'Copy IBAN' })).toHaveTextContent('Copied');
    const live = screen.getByText('IBAN copied');
    expect(live).toHaveAttribute('aria-live', 'polite');
    // The RF reference reads in groups of four and goes to the clipboard without its spaces.
    expect(screen.getByText('RF58 PAR2 6000 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy payment reference' }));
    expect(writeText).toHaveBeenLastCalledWith('RF58PAR260007');
    expect(screen.getByRole('button', { name: 'Copy payment reference' })).toHaveTextContent('Copied');
    expect(live).toHaveTextContent('Payment reference copied');
    for (const name of ['Copy beneficiary', 'Copy bank', 'Copy BIC']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('names every copy button in Greek too', () => {
    const picture = paymentPicture(PLAN, [], '2026-03-01');
    renderWithProviders(<PaymentInfo picture={picture} bankDetails={BANK} paymentReference="RF58PAR260007" />, {
      language: 'el',
    });
    const region = screen.getByRole('region', { name: 'Πληροφορίες πληρωμής' });
    expect(within(region).getByRole('button', { name: 'Αντιγραφή IBAN' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Αντιγραφή κωδικού αναφοράς' })).toBeInTheDocument();
  });
});
