// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@voyage/domain';
import { renderWithProviders } from '../../test-utils.tsx';
import { RejectPaymentDialog } from './reject-payment-dialog.tsx';
import { testStaffPayment } from './test-staff-payment.ts';

// The form itself is tested once, in components/review/reject-with-reason-dialog.test.tsx: here, a receipt's
// reasons and words.
function renderDialog({ familyLanguage = 'en', language = 'en' }: { familyLanguage?: Locale; language?: Locale } = {}) {
  const onSubmit = vi.fn(async () => {});
  const result = renderWithProviders(
    <RejectPaymentDialog
      payment={testStaffPayment({ language: familyLanguage })}
      open
      onClose={() => {}}
      onSubmit={onSubmit}
    />,
    { language },
  );
  const title = language === 'el' ? 'Απόρριψη αυτής της απόδειξης;' : 'Reject this receipt?';
  return { ...result, onSubmit, dialog: screen.getByRole('dialog', { name: title }) };
}

const paymentId = '7a2b3c4d-0000-4000-8000-000000000001';

describe('RejectPaymentDialog', () => {
  it('names the receipt and offers a receipt’s ready reasons, and another of the staff’s own', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByText(/^€300 from GEORGIOU Maria\./)).toBeVisible();
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'The receipt is unreadable.',
      'The amount on the receipt does not match the amount you entered.',
      'The transfer has not arrived in our bank account.',
      "The transfer does not quote the traveller's payment reference (RF) or personal code.",
      'Another reason',
    ]);
  });

  it('sends an English family a ready reason in English', async () => {
    const { dialog, user, onSubmit } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'The receipt is unreadable.' }));
    expect(within(dialog).getByText('The family will read, in English: “The receipt is unreadable.”')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledWith({ action: 'reject', paymentId, reason: 'The receipt is unreadable.' });
  });

  it('sends a Greek family a ready reason in Greek, and tells staff they read Greek', async () => {
    const { dialog, user, onSubmit } = renderDialog({ familyLanguage: 'el' });
    expect(within(dialog).getByRole('note')).toHaveTextContent('The family reads Greek: write the reason in Greek.');
    await user.click(within(dialog).getByRole('radio', { name: 'The receipt is unreadable.' }));
    expect(within(dialog).getByText('The family will read, in Greek: “Η απόδειξη δεν διαβάζεται.”')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledWith({ action: 'reject', paymentId, reason: 'Η απόδειξη δεν διαβάζεται.' });
  });

  it('speaks Greek to Greek staff, and cancels with the payments’ word', async () => {
    const { dialog, user, onSubmit } = renderDialog({ language: 'el', familyLanguage: 'el' });
    expect(within(dialog).getByRole('button', { name: 'Άκυρο' })).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Άλλη αιτιολογία' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Η αιτία στα Ελληνικά' }), 'Άλλος');
    await user.click(within(dialog).getByRole('button', { name: 'Απόρριψη' }));
    expect(onSubmit).toHaveBeenCalledWith({ action: 'reject', paymentId, reason: { el: 'Άλλος' } });
  });
});
