// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
  otherLabel: 'The reason, in your words',
  otherHint: 'Sent as you write it.',
  preview: (text) => `They will read: “${text}”`,
  confirm: 'Reject',
  cancel: 'Cancel',
  chooseReasonKey: 'payments:rejectDialog.chooseReason',
};
const REASONS = ['blurred', 'late'] as const;
const LABELS = { blurred: 'It is blurred.', late: 'It came late.' };
const SENT = { blurred: 'Είναι θολό.', late: 'Ήρθε αργά.' };

type RenderOptions = { onReject?: (reason: string) => Promise<unknown> | void; open?: boolean };

function renderDialog({ onReject, open = true }: RenderOptions = {}) {
  const reject = vi.fn(onReject ?? (async () => {}));
  const element = (isOpen: boolean) => (
    <RejectWithReasonDialog
      open={isOpen}
      texts={texts}
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

  it('sends a ready reason as the family will read it, and shows that text first', async () => {
    const { dialog, user, onReject } = renderDialog();
    await user.click(within(dialog()).getByRole('radio', { name: 'It came late.' }));
    expect(within(dialog()).getByText('They will read: “Ήρθε αργά.”')).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledWith('Ήρθε αργά.');
  });

  it('asks for the words of another reason, requires them, and sends them trimmed', async () => {
    const { dialog, user, onReject } = renderDialog();
    await user.click(within(dialog()).getByRole('radio', { name: 'Another reason' }));
    const own = within(dialog()).getByRole('textbox', { name: 'The reason, in your words' });
    expect(own).toHaveFocus();
    expect(within(dialog()).getByText('Sent as you write it.')).toBeVisible();

    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(within(dialog()).getByText('Please fill in this field.')).toBeVisible();
    expect(onReject).not.toHaveBeenCalled();

    await user.type(own, '  The scan shows another child.  ');
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledWith('The scan shows another child.');
  });

  it('puts the API’s refusal of the staff’s words on their field', async () => {
    const refusal = new ApiRequestError(422, {
      code: 'VALIDATION_FAILED',
      message: 'Invalid body',
      fieldErrors: { reason: ['validation.required'] },
    });
    const { dialog, user } = renderDialog({ onReject: () => Promise.reject(refusal) });
    await user.click(within(dialog()).getByRole('radio', { name: 'Another reason' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'The reason, in your words' }), 'Blurred');
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
