import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type WithdrawDialogProps = {
  open: boolean;
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

/** Asks before a family withdraws a registration: what it means, that it cannot be undone, that staff see it. */
export function WithdrawDialog(props: WithdrawDialogProps) {
  const { open, name, isWithdrawing, failure, onCancel, onConfirm, onExited } = props;
  const { t } = useTranslation('myVoyage');
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={isWithdrawing ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{t('withdraw.title', { name })}</DialogTitle>
      <DialogContent>
        <div id={bodyId}>
          <DialogContentText sx={{ mb: 1.5 }}>{t('withdraw.body')}</DialogContentText>
          <DialogContentText>{t('withdraw.staff')}</DialogContentText>
        </div>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      {/* On a phone the answers stack, full width, the one that acts on top. */}
      <DialogActions
        sx={{
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: 'stretch',
          gap: 1,
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        {/* The safe answer has focus, so a hurried Enter keeps the registration. */}
        <Button onClick={onCancel} disabled={isWithdrawing} autoFocus>
          {t('withdraw.keep')}
        </Button>
        <Button color="error" variant="contained" loading={isWithdrawing} onClick={onConfirm}>
          {t('withdraw.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
