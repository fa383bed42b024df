import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TravellerDocument } from '@voyage/domain';
import { useFormatters } from '../../../../components/data/use-formatters.ts';

type RemoveDocumentDialogProps = {
  /** The document asked about; null when the dialog is closed. */
  document: TravellerDocument | null;
  isRemoving: boolean;
  failure: string | null;
  onCancel(): void;
  onConfirm(document: TravellerDocument): void;
  /** Once the dialog has closed: the screen may move the focus (the button may be gone). */
  onExited?(): void;
};

/** Asks before an upload still waiting for staff is removed; "Keep it" has the focus. */
export function RemoveDocumentDialog({
  document,
  isRemoving,
  failure,
  onCancel,
  onConfirm,
  onExited,
}: RemoveDocumentDialogProps) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={document !== null}
      onClose={isRemoving ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {document ? t(`documents.removeTitle.${document.type}`, { date: fmt.day(document.uploadedAt) }) : null}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {document ? t('documents.removeBody', { name: document.fileName }) : null}
        </DialogContentText>
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
        <Button onClick={onCancel} disabled={isRemoving} autoFocus>
          {t('documents.removeKeep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={isRemoving}
          onClick={() => (document ? onConfirm(document) : undefined)}
        >
          {t('documents.removeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
