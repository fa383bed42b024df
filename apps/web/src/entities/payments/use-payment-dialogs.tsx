import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cents, PaymentQueueRow, Traveller } from '@voyage/domain';
import { usePaymentCall, type PaymentCall } from './api/staff-payments.ts';
import { travellerName } from '../travellers/traveller-name.ts';
import { useFormatters } from '../../components/data/use-formatters.ts';
import { ConfirmPaymentDialog } from './confirm-payment-dialog.tsx';
import { CorrectPaymentDialog } from './correct-payment-dialog.tsx';
import { paymentConflictStatus, paymentConflictText } from './payment-failure.ts';
import { RecordPaymentDialog } from './record-payment-dialog.tsx';
import { RejectPaymentDialog } from './reject-payment-dialog.tsx';
import {
  useDecisionOutcome,
  DecisionOutcome,
  OutcomeAlert,
  type Outcome,
} from '../../components/review/decision-outcome.tsx';

/** Which dialog to open, about which payment (or, to record one, which traveller). */
export type PaymentDialogRequest =
  | { action: 'confirm' | 'reject' | 'correct'; payment: PaymentQueueRow }
  | { action: 'record'; traveller: Pick<Traveller, 'id' | 'firstName' | 'lastName'>; toPayCents?: Cents };

type UsePaymentDialogsOptions = {
  /** What the screen reads again after a call, besides the payments, students and dashboard. */
  onSettled?: () => Promise<unknown>;
};

/**
 * The payment dialogs of a screen, and the line that says what the last one did. Each action asks in its
 * dialog; once done (or refused because someone else acted first), the dialog closes, the screen reads the
 * payments again, and the focus moves to what happened, since the row that opened it may be gone.
 */
export function usePaymentDialogs({ onSettled }: UsePaymentDialogsOptions = {}): {
  openDialog(request: PaymentDialogRequest): void;
  outcome: ReactNode;
  dialogs: ReactNode;
} {
  const { t } = useTranslation(['payments', 'components']);
  const fmt = useFormatters();
  const call = usePaymentCall({ onSettled });
  // Kept while the dialog fades out, so its text does not change meanwhile.
  const [request, setRequest] = useState<PaymentDialogRequest | null>(null);
  // Each opening mounts its dialog anew, so the form starts from the payment as it is now.
  const [opening, setOpening] = useState(0);
  const [isOpen, setOpen] = useState(false);
  const { outcome, outcomeRef, show, onExited } = useDecisionOutcome();

  const finish = (next: Outcome) => {
    show(next);
    setOpen(false);
  };
  const doneText = (done: PaymentCall, payment: PaymentQueueRow): string => {
    const amount = fmt.euro(payment.amountCents);
    if (done.action === 'confirm' || done.action === 'reject') {
      return t(`done.${done.action}`, { amount, name: travellerName(payment) });
    }
    return t(`done.${done.action}`, { amount });
  };
  const onSubmit = async (done: PaymentCall) => {
    try {
      const payment = await call.mutateAsync(done);
      finish({ severity: 'success', text: doneText(done, payment) });
    } catch (error) {
      const conflict = paymentConflictStatus(error);
      if (conflict === undefined) throw error;
      finish({ severity: 'error', text: paymentConflictText(t, conflict) });
    }
  };
  const common = {
    onClose: () => setOpen(false),
    onSubmit,
    onExited: onExited,
  };

  const dialogs =
    request === null ? null : request.action === 'record' ? (
      <RecordPaymentDialog
        key={opening}
        {...common}
        open={isOpen}
        traveller={request.traveller}
        toPayCents={request.toPayCents}
      />
    ) : request.action === 'confirm' ? (
      <ConfirmPaymentDialog key={opening} {...common} open={isOpen} payment={request.payment} />
    ) : request.action === 'reject' ? (
      <RejectPaymentDialog key={opening} {...common} open={isOpen} payment={request.payment} />
    ) : (
      <CorrectPaymentDialog key={opening} {...common} open={isOpen} payment={request.payment} />
    );

  return {
    openDialog: (next) => {
      setRequest(next);
      setOpening((count) => count + 1);
      setOpen(true);
    },
    outcome: (
      <DecisionOutcome outcomeRef={outcomeRef}>{outcome ? <OutcomeAlert outcome={outcome} /> : null}</DecisionOutcome>
    ),
    dialogs,
  };
}
