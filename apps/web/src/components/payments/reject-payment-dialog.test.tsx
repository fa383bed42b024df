// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@voyage/domain';
import { renderWithProviders } from '../../test-utils.tsx';
import { RejectPaymentDialog } from './reject-payment-dialog.tsx';
import { testStaffPayment } from './test-staff-payment.ts';

function renderDialog({ familyLanguage, language = 'en' }: { familyLanguage?: Locale; language?: 'el' | 'en' } = {}) {
  const onSubmit = vi.fn(async () => {});
  const result = renderWithProviders(
    <RejectPaymentDialog
      payment={testStaffPayment()}
      familyLanguage={familyLanguage}
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
  it('offers the ready reasons, and another of the staff’s own', () => {
    const { dialog } = renderDialog();
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'The receipt is unreadable.',
      'The amount on the receipt does not match the amount you entered.',
      'The transfer has not arrived in our bank account.',
      "The transfer does not quote the traveller's personal code as its reference.",
      'Another reason',
    ]);
  });

  it('refuses to reject without a reason', async () => {
    const { dialog, user, onSubmit } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Choose a reason.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a ready reason as the staff read it when the family’s language is not known', async () => {
    const { dialog, user, onSubmit } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'The receipt is unreadable.' }));
    expect(within(dialog).getByText('The family will read: “The receipt is unreadable.”')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledWith({ action: 'reject', paymentId, reason: 'The receipt is unreadable.' });
  });

  it('sends a ready reason in the family’s language when it is known', async () => {
    const { dialog, user, onSubmit } = renderDialog({ familyLanguage: 'el' });
    await user.click(within(dialog).getByRole('radio', { name: 'The receipt is unreadable.' }));
    expect(within(dialog).getByText('The family will read, in Greek: “Η απόδειξη δεν διαβάζεται.”')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledWith({ action: 'reject', paymentId, reason: 'Η απόδειξη δεν διαβάζεται.' });
  });

  it('asks for the words of another reason, and sends them as written', async () => {
    const { dialog, user, onSubmit } = renderDialog({ language: 'el' });
    await user.click(within(dialog).getByRole('radio', { name: 'Άλλη αιτιολογία' }));
    const own = within(dialog).getByRole('textbox', { name: 'Η αιτιολογία, με δικά σας λόγια' });
    expect(own).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Απόρριψη' }));
    expect(within(dialog).getByText('Συμπληρώστε αυτό το πεδίο.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(own, '  Η απόδειξη είναι άλλου ταξιδιώτη.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Απόρριψη' }));
    expect(onSubmit).toHaveBeenCalledWith({ action: 'reject', paymentId, reason: 'Η απόδειξη είναι άλλου ταξιδιώτη.' });
  });

  it('is used with the keyboard: arrows pick a reason, Enter rejects', async () => {
    const { dialog, user, onSubmit } = renderDialog();
    within(dialog).getByRole('radio', { name: 'The receipt is unreadable.' }).focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'The amount on the receipt does not match the amount you entered.' }),
    );
  });
});
