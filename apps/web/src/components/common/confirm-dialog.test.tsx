// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils.tsx';
import { ConfirmDialog, type ConfirmDialogLayout } from './confirm-dialog.tsx';

// The frame every confirm dialog shares (staff decisions, a family's withdraw and remove questions); each
// dialog's own test checks its words and what it sends.
function renderDialog({
  layout,
  isPending = false,
  failure = null,
}: { layout?: ConfirmDialogLayout; isPending?: boolean; failure?: string | null } = {}) {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  const result = renderWithProviders(
    <ConfirmDialog
      open
      layout={layout}
      title="Withdraw this?"
      description="It cannot be undone."
      confirmLabel="Withdraw"
      cancelLabel="Keep it"
      confirmColor="error"
      isPending={isPending}
      failure={failure}
      onClose={onClose}
      onConfirm={onConfirm}
    />,
  );
  return { ...result, onClose, onConfirm, dialog: screen.getByRole('dialog', { name: 'Withdraw this?' }) };
}

describe('ConfirmDialog', () => {
  it('is named by its title and described by what will happen', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
  });

  it('asks a family with the safe answer focused, so a hurried Enter changes nothing', async () => {
    const { dialog, user, onClose, onConfirm } = renderDialog({ layout: 'question' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('acts with the action’s own word, and cancels with the area’s', async () => {
    const { dialog, user, onClose, onConfirm } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while the call runs, and says why the last try failed', async () => {
    const { dialog, user, onClose } = renderDialog({ isPending: true, failure: 'The connection was lost.' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The connection was lost.');
  });
});
