import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PaymentCall } from '../../lib/api/staff-payments.ts';

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

type PaymentDialogFrameProps = {
  open: boolean;
  title: string;
  /** The sentence that says what will happen; the dialog's description. */
  description: string;
  confirmLabel: string;
  confirmColor?: 'primary' | 'success' | 'error';
  isPending: boolean;
  /** Why the last try failed, when no field can say it. */
  failure: string | null;
  onClose(): void;
  onSubmit(): void;
  onExited?(): void;
  children: ReactNode;
};

/**
 * A payment action's form in a dialog, confirmed with the action's own words. It cannot be dismissed while the
 * call runs; on a phone it keeps a narrow margin.
 */
export function PaymentDialogFrame({
  open,
  title,
  description,
  confirmLabel,
  confirmColor = 'primary',
  isPending,
  failure,
  onClose,
  onSubmit,
  onExited,
  children,
}: PaymentDialogFrameProps) {
  const { t } = useTranslation('payments');
  const titleId = useId();
  const descriptionId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited } }}
      sx={{
        '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' } },
      }}
    >
      {/* `display: contents` keeps the dialog's own layout: the content scrolls between title and buttons. */}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>{description}</DialogContentText>
          {children}
          {failure ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isPending}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={confirmColor} loading={isPending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
