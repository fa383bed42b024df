// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { tripDate } from '@voyage/domain';
import { ApiRequestError } from '../../lib/api-client.ts';
import type { PaymentCall } from './api/staff-payments.ts';
import { renderWithProviders } from '../../test-utils.tsx';
import { RecordPaymentDialog } from './record-payment-dialog.tsx';

const traveller = { id: '6f1c2a3e-0000-4000-8000-000000000001', firstName: 'Maria', lastName: 'Georgiou' };

function renderDialog({
  onSubmit = vi.fn(async () => {}),
  toPayCents,
  language = 'en',
}: { onSubmit?: Mock<(call: PaymentCall) => Promise<unknown>>; toPayCents?: number; language?: 'el' | 'en' } = {}) {
  const result = renderWithProviders(
    <RecordPaymentDialog traveller={traveller} toPayCents={toPayCents} open onClose={() => {}} onSubmit={onSubmit} />,
    { language },
  );
  const title = language === 'el' ? 'Καταχώριση πληρωμής' : 'Record a payment';
  const dialog = screen.getByRole('dialog', { name: title });
  return { ...result, onSubmit, dialog };
}

const amountField = (dialog: HTMLElement, name = 'Amount in euro') => within(dialog).getByRole('textbox', { name });

describe('RecordPaymentDialog', () => {
  it('reads the amount as people write it, and records a transfer seen in the bank statement by default', async () => {
    const { dialog, user, onSubmit } = renderDialog({ language: 'el' });
    expect(
      within(dialog).getByRole('radio', { name: 'Μεταφορά που φαίνεται στην κίνηση του λογαριασμού' }),
    ).toBeChecked();
    expect(within(dialog).getByLabelText('Ημερομηνία είσπραξης')).toHaveValue(tripDate(new Date()));
    await user.type(amountField(dialog, 'Ποσό σε ευρώ'), '1.090,50');
    await user.click(within(dialog).getByRole('button', { name: 'Καταχώριση της πληρωμής' }));
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'record',
      travellerId: traveller.id,
      amountCents: 109_050,
      receivedOn: tripDate(new Date()),
      method: 'transfer',
    });
  });

  it('records cash at the office with a note', async () => {
    const { dialog, user, onSubmit } = renderDialog();
    await user.type(amountField(dialog), '€ 300');
    await user.click(within(dialog).getByRole('radio', { name: 'Cash at the office' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), ' Handed in by the mother ');
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ amountCents: 30_000, method: 'cash', note: 'Handed in by the mother' }),
    );
  });

  it('refuses an amount that is not one, or is missing', async () => {
    const { dialog, user, onSubmit } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(amountField(dialog)).toHaveAccessibleDescription('Please fill in this field.'));

    await user.type(amountField(dialog), '300.505');
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    await waitFor(() =>
      expect(amountField(dialog)).toHaveAccessibleDescription('Enter an amount in euro, for example 300 or 300,50.'),
    );

    await user.clear(amountField(dialog));
    await user.type(amountField(dialog), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    await waitFor(() =>
      expect(amountField(dialog)).toHaveAccessibleDescription('Enter an amount in euro, for example 300 or 300,50.'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what is left to pay, and refuses more before asking', async () => {
    const { dialog, user, onSubmit } = renderDialog({ toPayCents: 50_000 });
    await waitFor(() =>
      expect(amountField(dialog)).toHaveAccessibleDescription('Still to pay: €500. For example 300 or 300,50.'),
    );
    await user.type(amountField(dialog), '500,01');
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    await waitFor(() =>
      expect(amountField(dialog)).toHaveAccessibleDescription('More than the outstanding balance (€500).'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the API’s over-balance refusal on the amount', async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiRequestError(422, {
        code: 'PAYMENT_AMOUNT',
        message: 'Refused',
        details: { reason: 'over-balance', accepted: [45_050] },
      } as never),
    );
    const { dialog, user } = renderDialog({ onSubmit });
    await user.type(amountField(dialog), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    await waitFor(() =>
      expect(amountField(dialog)).toHaveAccessibleDescription('More than the outstanding balance (€450.50).'),
    );
    expect(amountField(dialog)).toHaveFocus();
  });

  it('says when the registration no longer takes payments', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(new ApiRequestError(409, { code: 'PAYMENTS_CLOSED', message: 'Closed' } as never));
    const { dialog, user } = renderDialog({ onSubmit });
    await user.type(amountField(dialog), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Payments can be recorded only for an approved registration.',
    );
  });
});
