import { useTranslation } from 'react-i18next';
import DialogContentText from '@mui/material/DialogContentText';
import { ConfirmDialog } from '../../../components/common/confirm-dialog.tsx';
import { WithdrawMoney } from './withdraw-money.tsx';

type WithdrawDialogProps = {
  open: boolean;
  travellerId: string;
  /** The traveller's name as the family writes it. */
  name: string;
  isWithdrawing: boolean;
  /** Why the last attempt failed, in the reader's language. */
  failure: string | null;
  onCancel(): void;
  onConfirm(): void;
  /** Once the dialog has closed and given focus back: the screen may move it on (the button may be gone). */
  onExited?(): void;
};

/**
 * Asks before a family withdraws a registration: what it means, what is kept of the money paid and what is
 * refunded, that it cannot be undone, that staff see it.
 */
export function WithdrawDialog({ name, travellerId, isWithdrawing, onCancel, ...dialog }: WithdrawDialogProps) {
  const { t } = useTranslation('myVoyage');
  return (
    <ConfirmDialog
      {...dialog}
      layout="question"
      title={t('withdraw.title', { name })}
      description={
        <>
          <DialogContentText sx={{ mb: 1.5 }}>{t('withdraw.body')}</DialogContentText>
          <WithdrawMoney travellerId={travellerId} open={dialog.open} />
          <DialogContentText>{t('withdraw.staff')}</DialogContentText>
        </>
      }
      confirmLabel={t('withdraw.confirm')}
      cancelLabel={t('withdraw.keep')}
      confirmColor="error"
      isPending={isWithdrawing}
      onClose={onCancel}
    />
  );
}
