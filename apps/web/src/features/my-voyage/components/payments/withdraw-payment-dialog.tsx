import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Payment } from '@voyage/domain';
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
  failure,
  onCancel,
  onConfirm,
  onExited,
}: WithdrawPaymentDialogProps) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={payment !== null}
      onClose={isWithdrawing ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>
        {payment ? t('payments.withdrawTitle', { amount: fmt.euro(payment.amountCents) }) : null}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('payments.withdrawBody')}</DialogContentText>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions
        sx={{
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: 'stretch',
          gap: 1,
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        <Button onClick={onCancel} disabled={isWithdrawing} autoFocus>
          {t('payments.withdrawKeep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={isWithdrawing}
          onClick={() => (payment ? onConfirm(payment) : undefined)}
        >
          {t('payments.withdrawConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
