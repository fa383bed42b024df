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

export type ActionDialogProps = {
  open: boolean;
  title: string;
  /** The sentence that says what will happen; the dialog's description. */
  description: string;
  confirmLabel: string;
  confirmColor?: 'primary' | 'success' | 'error' | 'warning';
  isPending: boolean;
  /** Why the last try failed, shown above the buttons. */
  failure: string | null;
  onClose(): void;
  onConfirm(): void;
  /** After the dialog has faded out: the screen may move the focus. */
  onExited?(): void;
  children?: ReactNode;
};

/**
 * Every review action asks first: a form in a dialog, confirmed with the action's own word. It cannot be
 * dismissed while the call runs.
 */
export function ActionDialog({
  open,
  title,
  description,
  confirmLabel,
  confirmColor = 'primary',
  isPending,
  failure,
  onClose,
  onConfirm,
  onExited,
  children,
}: ActionDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const descriptionId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
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
      // Phones keep a narrow margin, so a long reason or list still fits without squeezing.
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
            {t('review.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={confirmColor} loading={isPending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
