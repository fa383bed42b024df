import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormNotice } from '../../../components/common/form/form-notice.tsx';

type TripDialogProps = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  isPending: boolean;
  failure: string | null;
  onClose(): void;
  onSubmit(): void;
  children?: ReactNode;
};

/** A trip action asked first: a form in a dialog, not dismissed while the call runs; full width on a phone. */
export function TripDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  isPending,
  failure,
  onClose,
  onSubmit,
  children,
}: TripDialogProps) {
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
      sx={{
        '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' } },
      }}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
            {description}
          </DialogContentText>
          {children}
          <FormNotice notice={failure} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isPending}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" loading={isPending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
