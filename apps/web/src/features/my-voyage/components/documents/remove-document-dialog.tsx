import { useTranslation } from 'react-i18next';
import type { TravellerDocument } from '@voyage/domain';
import { ConfirmDialog } from '../../../../components/common/confirm-dialog.tsx';
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
  onCancel,
  onConfirm,
  ...dialog
}: RemoveDocumentDialogProps) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  return (
    <ConfirmDialog
      {...dialog}
      open={document !== null}
      layout="question"
      title={document ? t(`documents.removeTitle.${document.type}`, { date: fmt.day(document.uploadedAt) }) : ''}
      description={document ? t('documents.removeBody', { name: document.fileName }) : ''}
      confirmLabel={t('documents.removeConfirm')}
      cancelLabel={t('documents.removeKeep')}
      confirmColor="error"
      isPending={isRemoving}
      onClose={onCancel}
      onConfirm={() => (document ? onConfirm(document) : undefined)}
    />
  );
}
