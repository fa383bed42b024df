// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FamilyReason, Locale } from '@voyage/domain';
import { ApiRequestError } from '../../lib/api-client.ts';
import { renderWithProviders } from '../../test-utils.tsx';
import { RejectWithReasonDialog, type RejectTexts } from './reject-with-reason-dialog.tsx';

// The machinery every area's reject dialog shares, with an area's words made up for the test; each area's own
// test checks its reasons and words (reject-payment-dialog, reject-document-dialog, reject-dialog).
const texts: RejectTexts = {
  title: 'Reject this sample?',
  description: 'The sample of Maria.',
  legend: 'Reason',
  other: 'Another reason',
  confirm: 'Reject',
  cancel: 'Cancel',
  chooseReasonKey: 'payments:rejectDialog.chooseReason',
};
const REASONS = ['blurred', 'late'] as const;
const LABELS = { blurred: 'It is blurred.', late: 'It came late.' };
const SENT = { blurred: 'Είναι θολό.', late: 'Ήρθε αργά.' };

type RenderOptions = {
  onReject?: (reason: FamilyReason) => Promise<unknown> | void;
  open?: boolean;
  familyLanguage?: Locale;
};

function renderDialog({ onReject, open = true, familyLanguage = 'el' }: RenderOptions = {}) {
  const reject = vi.fn(onReject ?? (async () => {}));
  const element = (isOpen: boolean) => (
    <RejectWithReasonDialog
      open={isOpen}
      texts={texts}
      familyLanguage={familyLanguage}
      reasons={REASONS}
      reasonLabel={(reason) => LABELS[reason]}
      sentText={(reason) => SENT[reason]}
      onClose={() => {}}
      onReject={reject}
      failureText={() => 'Someone else decided first.'}
    />
  );
  const result = renderWithProviders(element(open));
  const dialog = () => screen.getByRole('dialog', { name: 'Reject this sample?' });
  return { ...result, onReject: reject, dialog, element };
}

describe('RejectWithReasonDialog', () => {
  it('offers the ready reasons as staff read them, then another of their own', () => {
    const { dialog } = renderDialog();
    expect(within(dialog()).getByText('The sample of Maria.')).toBeVisible();
    const reasons = within(dialog()).getByRole('radiogroup', { name: 'Reason' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['It is blurred.', 'It came late.', 'Another reason']);
  });

  it('refuses to reject without a reason, in the area’s words', async () => {
    const { dialog, user, onReject } = renderDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(within(dialog()).getByText('Choose a reason.')).toBeVisible();
    expect(onReject).not.toHaveBeenCalled();
  });

  it('names the language the family reads, before anything is chosen', () => {
    const { dialog } = renderDialog();
    expect(within(dialog()).getByRole('note')).toHaveTextContent(
      'The family reads Greek: write the reason in Greek. A ready reason is sent in Greek.',
    );
  });

  it('sends a ready reason as the family will read it, and shows that text first', async () => {
    const { dialog, user, onReject } = renderDialog();
    await user.click(within(dialog()).getByRole('radio', { name: 'It came late.' }));
    expect(within(dialog()).getByText('The family will read, in Greek: “Ήρθε αργά.”')).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledWith('Ήρθε αργά.');
  });

  it('asks for the words of another reason in the family’s language first, requires them, and sends them trimmed', async () => {
    const { dialog, user, onReject } = renderDialog();
    await user.click(within(dialog()).getByRole('radio', { name: 'Another reason' }));
    const fields = within(dialog()).getAllByRole('textbox');
    expect(fields.map((field) => field.getAttribute('name'))).toEqual(['own', 'second']);
    const own = within(dialog()).getByRole('textbox', { name: 'The reason in Greek' });
    expect(own).toBe(fields[0]);
    expect(own).toHaveFocus();
    expect(within(dialog()).getByText('Sent to the family as you write it.')).toBeVisible();
    expect(within(dialog()).getByRole('textbox', { name: 'The reason in English too (optional)' })).toBe(fields[1]);

    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(within(dialog()).getByText('Please fill in this field.')).toBeVisible();
    expect(onReject).not.toHaveBeenCalled();

    await user.type(own, '  Η σάρωση δείχνει άλλο παιδί.  ');
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledWith({ el: 'Η σάρωση δείχνει άλλο παιδί.' });
  });

  it('sends the words in both languages when staff write both', async () => {
    const { dialog, user, onReject } = renderDialog({ familyLanguage: 'en' });
    expect(within(dialog()).getByRole('note')).toHaveTextContent('The family reads English');
    await user.click(within(dialog()).getByRole('radio', { name: 'Another reason' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'The reason in English' }), 'Another child.');
    await user.type(
      within(dialog()).getByRole('textbox', { name: 'The reason in Greek too (optional)' }),
      'Άλλο παιδί.',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledWith({ en: 'Another child.', el: 'Άλλο παιδί.' });
  });

  it('warns when the words are only in the language the family does not read, and sends them so', async () => {
    const { dialog, user, onReject } = renderDialog();
    await user.click(within(dialog()).getByRole('radio', { name: 'Another reason' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'The reason in English too (optional)' }), 'Blurred');
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      'The family reads Greek but will get this reason in English.',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledWith({ en: 'Blurred' });
  });

  it('puts the API’s refusal of the staff’s words on their field', async () => {
    const refusal = new ApiRequestError(422, {
      code: 'VALIDATION_FAILED',
      message: 'Invalid body',
      fieldErrors: { reason: ['validation.required'] },
    });
    const { dialog, user } = renderDialog({ onReject: () => Promise.reject(refusal) });
    await user.click(within(dialog()).getByRole('radio', { name: 'Another reason' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'The reason in Greek' }), 'Θολή');
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog()).findByText('Please fill in this field.')).toBeVisible();
  });

  it('says any other refusal above the buttons, in the area’s words', async () => {
    const refusal = new ApiRequestError(409, { code: 'CONFLICT', message: 'Already decided' });
    const { dialog, user } = renderDialog({ onReject: () => Promise.reject(refusal) });
    await user.click(within(dialog()).getByRole('radio', { name: 'It is blurred.' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Someone else decided first.');
  });

  it('is used with the keyboard: arrows pick a reason, Enter rejects', async () => {
    const { dialog, user, onReject } = renderDialog();
    within(dialog()).getByRole('radio', { name: 'It is blurred.' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog()).getByRole('radio', { name: 'It came late.' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(onReject).toHaveBeenCalledWith('Ήρθε αργά.');
  });

  it('starts empty at each opening when the screen keeps it mounted', async () => {
    const { dialog, user, rerender, element } = renderDialog();
    await user.click(within(dialog()).getByRole('radio', { name: 'It is blurred.' }));
    rerender(element(false));
    rerender(element(true));
    expect(within(dialog()).getByRole('radio', { name: 'It is blurred.' })).not.toBeChecked();
  });
});
