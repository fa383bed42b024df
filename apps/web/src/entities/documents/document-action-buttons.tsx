import { useTranslation } from 'react-i18next';
import type { DocumentQueueRow } from '@voyage/domain';
import { isDecidable } from './api/staff-documents.ts';
import { travellerName } from '../travellers/traveller-name.ts';
import type { DocumentDialogRequest } from './use-document-dialogs.tsx';
import { DecideButtons } from '../../components/review/decide-buttons.tsx';

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
  return (
    <DecideButtons
      approve={{
        label: t('actions.accept'),
        ariaLabel: t('actions.acceptLabel', words),
        onClick: () => onAction({ action: 'accept', document }),
      }}
      reject={{
        label: t('actions.reject'),
        ariaLabel: t('actions.rejectLabel', words),
        onClick: () => onAction({ action: 'reject', document }),
      }}
      isBusy={isBusy}
      fullWidth={fullWidth}
    />
  );
}
