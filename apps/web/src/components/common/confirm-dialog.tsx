import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FormNotice } from './form/form-notice.tsx';

/**
 * How the dialog sits on the screen:
 * - `form`: a staff decision with its form (a reason, a date): wide, a narrow margin on a phone, the
 *   buttons side by side.
 * - `question`: a short question to a family: narrow, the safe answer focused first, so a hurried Enter
 *   changes nothing; on a phone the answers stack, full width, the one that acts on top.
 * - `page`: a family's form with a file to send: the whole screen on a phone, the answers stacked there.
 */
export type ConfirmDialogLayout = 'form' | 'question' | 'page';

type ShellProps = {
  open: boolean;
  layout: ConfirmDialogLayout;
  titleId: string;
  descriptionId: string;
  /** Undefined while the call runs: the dialog cannot be dismissed then. */
  onClose?(): void;
  /** After the dialog has faded out: the screen may move the focus. */
  onExited?(): void;
  children: ReactNode;
};

/** The dialog itself, for a body that must mount with each opening (a form's fresh state). */
export function ConfirmDialogShell({ open, layout, titleId, descriptionId, onClose, onExited, children }: ShellProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth={layout === 'question' ? 'xs' : 'sm'}
      fullWidth
      fullScreen={layout === 'page' && isPhone}
      slotProps={{ transition: { onExited } }}
      // Phones keep a narrow margin, so a long reason or list still fits without squeezing.
      sx={
        layout === 'form'
          ? {
              '& .MuiDialog-paper': {
                m: { xs: 1.5, sm: 4 },
                width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
              },
            }
          : undefined
      }
    >
      {children}
    </Dialog>
  );
}

type BodyProps = {
  layout: ConfirmDialogLayout;
  titleId: string;
  descriptionId: string;
  title: string;
  /** The sentence that says what will happen; the dialog's description. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  confirmColor?: 'primary' | 'success' | 'error' | 'warning';
  isPending: boolean;
  /** Why the last try failed, when no field can say it; shown above the buttons. */
  failure?: string | null;
  onCancel(): void;
  onConfirm(): void;
  children?: ReactNode;
};

const actionsSx = {
  form: { flexWrap: 'wrap', gap: 1, px: 3, pb: 2 },
  question: {
    flexDirection: { xs: 'column-reverse', sm: 'row' },
    alignItems: 'stretch',
    gap: 1,
    '& > :not(style) ~ :not(style)': { ml: 0 },
  },
  page: {
    flexDirection: { xs: 'column-reverse', sm: 'row' },
    alignItems: 'stretch',
    gap: 1,
    px: 3,
    pb: 2,
    '& > :not(style) ~ :not(style)': { ml: 0 },
  },
} as const;

/** The title, the description, the form's fields and the two answers: the inside of every confirm dialog. */
export function ConfirmDialogBody({
  layout,
  titleId,
  descriptionId,
  title,
  description,
  confirmLabel,
  cancelLabel,
  confirmColor = 'primary',
  isPending,
  failure,
  onCancel,
  onConfirm,
  children,
}: BodyProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  const descriptionSx = layout === 'page' ? { mb: 2.5 } : undefined;
  return (
    // `display: contents` keeps the dialog's own layout: the content scrolls between title and buttons.
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {typeof description === 'string' ? (
          <DialogContentText id={descriptionId} sx={descriptionSx}>
            {description}
          </DialogContentText>
        ) : (
          <div id={descriptionId}>{description}</div>
        )}
        {children}
        <FormNotice notice={failure} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions sx={actionsSx[layout]}>
        <Button onClick={onCancel} disabled={isPending} autoFocus={layout === 'question'}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="contained" color={confirmColor} loading={isPending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}

export type ConfirmDialogProps = Omit<BodyProps, 'titleId' | 'descriptionId' | 'layout' | 'onCancel'> & {
  open: boolean;
  layout?: ConfirmDialogLayout;
  onClose(): void;
  onExited?(): void;
};

/**
 * Every action that asks first: a question or a form in a dialog, confirmed with the action's own word and
 * cancelled with the area's. It cannot be dismissed while the call runs.
 */
export function ConfirmDialog({ open, layout = 'form', onClose, onExited, ...body }: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ConfirmDialogShell
      open={open}
      layout={layout}
      titleId={titleId}
      descriptionId={descriptionId}
      onClose={body.isPending ? undefined : onClose}
      onExited={onExited}
    >
      <ConfirmDialogBody {...body} layout={layout} titleId={titleId} descriptionId={descriptionId} onCancel={onClose} />
    </ConfirmDialogShell>
  );
}
