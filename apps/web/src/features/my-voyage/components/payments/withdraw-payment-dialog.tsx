import { useTranslation } from 'react-i18next';
import type { Payment } from '@voyage/domain';
import { ConfirmDialog } from '../../../../components/common/confirm-dialog.tsx';
import { useFormatters } from '../../../../components/data/use-formatters.ts';

type WithdrawPaymentDialogProps = {
  /** The payment asked about; null when the dialog is closed. */
  payment: Payment | null;
  isWithdrawing: boolean;
  failure: string | null;
  onCancel(): void;
  onConfirm(payment: Payment): void;
  /** Once the dialog has closed: the screen may move the focus (the button may be gone). */
  onExited?(): void;
};

/** Asks before a receipt still waiting for staff is withdrawn; "Keep it" has the focus. */
export function WithdrawPaymentDialog({
  payment,
  isWithdrawing,
  onCancel,
  onConfirm,
  ...dialog
}: WithdrawPaymentDialogProps) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  return (
    <ConfirmDialog
      {...dialog}
      open={payment !== null}
      layout="question"
      title={payment ? t('payments.withdrawTitle', { amount: fmt.euro(payment.amountCents) }) : ''}
      description={t('payments.withdrawBody')}
      confirmLabel={t('payments.withdrawConfirm')}
      cancelLabel={t('payments.withdrawKeep')}
      confirmColor="error"
      isPending={isWithdrawing}
      onClose={onCancel}
      onConfirm={() => (payment ? onConfirm(payment) : undefined)}
    />
  );
}
