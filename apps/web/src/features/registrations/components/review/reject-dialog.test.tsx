// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { testTraveller } from '../test-traveller.ts';

function renderDialog({ language = 'el' as 'el' | 'en', screenLanguage = 'en' as 'el' | 'en' } = {}) {
  const onConfirm = vi.fn();
  const result = renderWithProviders(
    <RejectDialog
      traveller={testTraveller({ language })}
      open
      isPending={false}
      failure={null}
      onClose={() => {}}
      onConfirm={onConfirm}
    />,
    { language: screenLanguage },
  );
  const title = screenLanguage === 'el' ? 'Απόρριψη αυτής της εγγραφής;' : 'Reject this registration?';
  return { ...result, onConfirm, dialog: screen.getByRole('dialog', { name: title }) };
}

// The form itself is tested once, in components/review/reject-with-reason-dialog.test.tsx: here, a
// registration's reasons and words.
describe('RejectDialog', () => {
  it('offers the ready reasons in the staff’s language, and another reason of their own', () => {
    const { dialog } = renderDialog();
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'The trip is full.',
      "The traveller's age is outside the trip's limits.",
      'The registration is incomplete, or its details could not be verified.',
      'The traveller is already registered for this trip.',
      'The school does not take part in this trip.',
      'Another reason',
    ]);
  });

  it('sends a ready reason in the family’s language, and says what they will read', async () => {
    const { dialog, user, onConfirm } = renderDialog({ language: 'el' });
    await user.click(within(dialog).getByRole('radio', { name: 'The trip is full.' }));
    expect(within(dialog).getByText('The family will read, in Greek: “Η εκδρομή είναι πλήρης.”')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenCalledWith({
      action: 'reject',
      expectedStatus: 'pending',
      reason: 'Η εκδρομή είναι πλήρης.',
    });
  });

  it('asks for the words of another reason, and sends them as written', async () => {
    const { dialog, user, onConfirm } = renderDialog({ language: 'en', screenLanguage: 'el' });
    await user.click(within(dialog).getByRole('radio', { name: 'Άλλη αιτιολογία' }));
    const own = within(dialog).getByRole('textbox', { name: 'Η αιτία στα Αγγλικά' });
    expect(own).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Απόρριψη' }));
    expect(within(dialog).getByText('Συμπληρώστε αυτό το πεδίο.')).toBeVisible();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(own, '  The passport expires before the trip.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Απόρριψη' }));
    expect(onConfirm).toHaveBeenCalledWith({
      action: 'reject',
      expectedStatus: 'pending',
      reason: { en: 'The passport expires before the trip.' },
    });
  });
});
