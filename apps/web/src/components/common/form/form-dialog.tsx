import { useId, type FormEventHandler, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { FormNotice } from './form-notice.tsx';

type FormDialogProps = {
  open: boolean;
  title: string;
  /** `md` for a long form (lists of rows); the whole screen below that width. */
  size: 'sm' | 'md';
  isSubmitting: boolean;
  onSubmit: FormEventHandler;
  /** Without a value: cancelled. Not while the form is being sent. */
  onClose(): void;
  /** A note above the failure, such as that the change is audited. */
  note: string;
  failure: string | null;
  cancelLabel: string;
  saveLabel: string;
  /** The space between the fields. */
  spacing?: number;
  children: ReactNode;
};

/** A record's form in a dialog (add or change): its fields, a note, what went wrong, and Cancel and Save. */
export function FormDialog({ open, title, size, isSubmitting, onSubmit, onClose, ...form }: FormDialogProps) {
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down(size));
  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : () => onClose()}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      maxWidth={size}
      fullWidth
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={form.spacing ?? 2.5} sx={{ pt: 1 }}>
            {form.children}
            <Alert severity="info" role="note">
              {form.note}
            </Alert>
            <FormNotice notice={form.failure} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()} disabled={isSubmitting}>
            {form.cancelLabel}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {form.saveLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
