// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { renderWithProviders } from '../../test-utils.tsx';
import { CorrectPaymentDialog } from './correct-payment-dialog.tsx';
import { testStaffPayment } from './test-staff-payment.ts';

const received = testStaffPayment({
  status: 'approved',
  amountCents: 3_000,
  receivedAt: '2025-11-03T10:00:00.000Z',
  reviewedByName: 'Anna Staff',
});

function renderDialog(onSubmit = vi.fn(async () => {}), language: 'el' | 'en' = 'en') {
  const result = renderWithProviders(
    <CorrectPaymentDialog payment={received} open onClose={() => {}} onSubmit={onSubmit} />,
    { language },
  );
  const title = language === 'el' ? 'Διόρθωση αυτής της πληρωμής' : 'Correct this payment';
  return { ...result, onSubmit, dialog: screen.getByRole('dialog', { name: title }) };
}

describe('CorrectPaymentDialog', () => {
  it('starts from the payment as recorded, in the screen’s way of writing amounts', () => {
    const { dialog } = renderDialog(undefined, 'el');
    expect(within(dialog).getByRole('textbox', { name: 'Ποσό σε ευρώ' })).toHaveValue('30,00');
    expect(within(dialog).getByLabelText('Ημερομηνία είσπραξης')).toHaveValue('2025-11-03');
  });

  it('refuses to correct without a reason', async () => {
    const { dialog, user, onSubmit } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save the correction' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason for the correction' })).toHaveAccessibleDescription(
      'Please fill in this field.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the amount in cents, the day and the reason', async () => {
    const { dialog, user, onSubmit } = renderDialog();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount in euro' });
    await user.clear(amount);
    await user.type(amount, '300');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for the correction' }),
      'The bank statement shows 300.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save the correction' }));
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'correct',
      paymentId: received.id,
      amountCents: 30_000,
      receivedOn: '2025-11-03',
      reason: 'The bank statement shows 300.',
    });
  });

  it('says on the amount the most the payment may become, when the balance refuses more', async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiRequestError(422, {
        code: 'PAYMENT_AMOUNT',
        message: 'Refused',
        details: { reason: 'over-balance', accepted: [106_000] },
      } as never),
    );
    const { dialog, user } = renderDialog(onSubmit);
    const amount = within(dialog).getByRole('textbox', { name: 'Amount in euro' });
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for the correction' }), 'Typo.');
    await user.click(within(dialog).getByRole('button', { name: 'Save the correction' }));
    expect(amount).toHaveAccessibleDescription('More than the balance allows: this payment can be at most €1,060.');
    expect(amount).toHaveFocus();
  });
});
