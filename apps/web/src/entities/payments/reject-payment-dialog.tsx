import { useTranslation } from 'react-i18next';
import type { PaymentQueueRow } from '@voyage/domain';
import { RejectWithReasonDialog, rejectTextsOf } from '../../components/review/reject-with-reason-dialog.tsx';
import { useFormatters } from '../../components/data/use-formatters.ts';
import { useTextsIn } from '../../lib/use-texts-in.ts';
import { travellerName } from '../travellers/traveller-name.ts';
import type { PaymentDialogProps } from './payment-dialog-props.ts';
import { paymentFailureText } from './payment-failure.ts';
import { PAYMENT_REJECTION_REASONS, type PaymentRejectionReason } from './payment-rejection-reasons.ts';

type RejectPaymentDialogProps = PaymentDialogProps & { payment: PaymentQueueRow };

/**
 * Rejecting a receipt needs a reason, which the family reads in the e-mail, in their language: a ready one or
 * the staff's own words. The family can then send a receipt again.
 */
export function RejectPaymentDialog({ payment, onSubmit, ...dialog }: RejectPaymentDialogProps) {
  const { t } = useTranslation(['payments', 'components']);
  const fmt = useFormatters();
  const familyT = useTextsIn(payment.language, 'payments');
  const sentText = (reason: PaymentRejectionReason) => (familyT ?? t)(`reasons.${reason}`);
  return (
    <RejectWithReasonDialog
      {...dialog}
      texts={rejectTextsOf((key) => t(`rejectDialog.${key}`), {
        description: t('rejectDialog.body', { amount: fmt.euro(payment.amountCents), name: travellerName(payment) }),
        cancel: t('dialog.cancel'),
        chooseReasonKey: 'payments:rejectDialog.chooseReason',
      })}
      familyLanguage={payment.language}
      reasons={PAYMENT_REJECTION_REASONS}
      reasonLabel={(reason) => t(`reasons.${reason}`)}
      sentText={sentText}
      onReject={(reason) => onSubmit({ action: 'reject', paymentId: payment.id, reason })}
      failureText={(error) => paymentFailureText(t, error)}
    />
  );
}
