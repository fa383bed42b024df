import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { DocumentQueueRow } from '@voyage/domain';
import { isDecidable } from './api/staff-documents.ts';
import { travellerName } from '../travellers/traveller-name.ts';
import type { DocumentDialogRequest } from './use-document-dialogs.tsx';

type DocumentActionButtonsProps = {
  document: DocumentQueueRow;
  onAction(request: DocumentDialogRequest): void;
  /** The call of this document is running: its buttons wait. */
  isBusy?: boolean;
  /** Buttons as wide as a phone's card. */
  fullWidth?: boolean;
};

/**
 * Accept or Reject for a document that waits for review; nothing once it is decided. Each button names the
 * document and its traveller, since a list holds many alike.
 */
export function DocumentActionButtons({
  document,
  onAction,
  isBusy = false,
  fullWidth = false,
}: DocumentActionButtonsProps) {
  const { t } = useTranslation('documents');
  if (!isDecidable(document.status)) return null;
  const words = { type: t(`type.${document.type}`), name: travellerName(document) };
  const size = fullWidth ? 'medium' : 'small';
  const grow = fullWidth ? { flex: '1 1 auto' } : undefined;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, width: fullWidth ? '100%' : undefined }}>
      <Button
        variant="contained"
        color="success"
        size={size}
        startIcon={<CheckIcon />}
        loading={isBusy}
        aria-label={t('actions.acceptLabel', words)}
        onClick={() => onAction({ action: 'accept', document })}
        sx={grow}
      >
        {t('actions.accept')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        size={size}
        startIcon={<CloseIcon />}
        disabled={isBusy}
        aria-label={t('actions.rejectLabel', words)}
        onClick={() => onAction({ action: 'reject', document })}
        sx={grow}
      >
        {t('actions.reject')}
      </Button>
    </Stack>
  );
}
