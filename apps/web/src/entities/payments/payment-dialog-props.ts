import type { PaymentCall } from './api/staff-payments.ts';

/** What every payment dialog is given by its screen, which mounts it anew for each opening (a fresh form). */
export type PaymentDialogProps = {
  open: boolean;
  onClose(): void;
  /**
   * Runs the call. Resolves once it is done, or once the screen has dealt with a refusal itself (someone else
   * acted first); rejects with a refusal the dialog shows, on its fields or above its buttons.
   */
  onSubmit(call: PaymentCall): Promise<unknown>;
  /** After the dialog has faded out: the screen may move the focus. */
  onExited?(): void;
};
