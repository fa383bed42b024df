// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale, StaffDocument } from '@voyage/domain';
import { renderWithProviders } from '../../test-utils.tsx';
import { RejectDocumentDialog } from './reject-document-dialog.tsx';
import { testStaffDocument } from './test-staff-document.ts';

type RenderOptions = {
  document?: StaffDocument;
  familyLanguage?: Locale;
  language?: 'el' | 'en';
  onSubmit?: () => Promise<unknown>;
};

function renderDialog({
  document = testStaffDocument(),
  familyLanguage = document.language,
  language = 'en',
  onSubmit,
}: RenderOptions = {}) {
  const submit = vi.fn(onSubmit ?? (async () => {}));
  const result = renderWithProviders(
    <RejectDocumentDialog
      document={{ ...document, language: familyLanguage }}
      open
      onClose={() => {}}
      onSubmit={submit}
    />,
    { language },
  );
  const title = language === 'el' ? 'Απόρριψη αυτού του εγγράφου;' : 'Reject this document?';
  return { ...result, onSubmit: submit, dialog: screen.getByRole('dialog', { name: title }) };
}

// The form itself is tested once, in components/review/reject-with-reason-dialog.test.tsx: here, a document's
// reasons by type and its words.
const reasonsOf = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('radiogroup', { name: 'Reason' }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

const documentId = '8b3c4d5e-0000-4000-8000-000000000001';

describe('RejectDocumentDialog', () => {
  it('offers the ready reasons that fit a passport, and another of the staff’s own', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByText(/^Passport of GEORGIOU Maria\./)).toBeVisible();
    expect(reasonsOf(dialog)).toEqual([
      'The document cannot be read: please send a sharp, complete photo or scan.',
      'The document has expired: please send a valid one.',
      'This is not the document we asked for.',
      "The passport's photo page is not shown in full: all four corners and both lines at the bottom must be visible.",
      'Another reason',
    ]);
  });

  it('offers the unsigned consent for a consent form, and no expiry', () => {
    const { dialog } = renderDialog({ document: testStaffDocument({ type: 'consent' }) });
    expect(reasonsOf(dialog)).toEqual([
      'The document cannot be read: please send a sharp, complete photo or scan.',
      'This is not the document we asked for.',
      'The consent form is not signed by the parent or guardian.',
      'Another reason',
    ]);
  });

  it('offers both parents’ signatures missing for a travel authorisation letter', () => {
    const { dialog } = renderDialog({ document: testStaffDocument({ type: 'travel_authorisation' }) });
    expect(within(dialog).getByText(/^Travel authorisation letter of GEORGIOU Maria\./)).toBeVisible();
    expect(reasonsOf(dialog)).toEqual([
      'The document cannot be read: please send a sharp, complete photo or scan.',
      'This is not the document we asked for.',
      'The travel authorisation letter is not signed by both parents or guardians.',
      'Another reason',
    ]);
  });

  it('sends a ready reason in the family’s language, shown to staff in theirs', async () => {
    const { dialog, user, onSubmit } = renderDialog({ familyLanguage: 'el' });
    await user.click(within(dialog).getByRole('radio', { name: 'This is not the document we asked for.' }));
    expect(
      within(dialog).getByText('The family will read, in Greek: “Αυτό δεν είναι το έγγραφο που ζητήσαμε.”'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'reject',
      documentId,
      reason: 'Αυτό δεν είναι το έγγραφο που ζητήσαμε.',
    });
  });

  it('asks for the words of another reason, requires them, and sends them as written', async () => {
    const { dialog, user, onSubmit } = renderDialog({ language: 'el', familyLanguage: 'en' });
    await user.click(within(dialog).getByRole('radio', { name: 'Άλλη αιτιολογία' }));
    const own = within(dialog).getByRole('textbox', { name: 'Η αιτία στα Αγγλικά' });
    expect(own).toHaveFocus();
    expect(within(dialog).getByRole('note')).toHaveTextContent('Η οικογένεια διαβάζει Αγγλικά');

    await user.click(within(dialog).getByRole('button', { name: 'Απόρριψη' }));
    expect(within(dialog).getByText('Συμπληρώστε αυτό το πεδίο.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(own, '  The scan shows another child.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Απόρριψη' }));
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'reject',
      documentId,
      reason: { en: 'The scan shows another child.' },
    });
  });
});
