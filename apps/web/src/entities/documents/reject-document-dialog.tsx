import { useTranslation } from 'react-i18next';
import type { DocumentQueueRow } from '@voyage/domain';
import { RejectWithReasonDialog, rejectTextsOf } from '../../components/review/reject-with-reason-dialog.tsx';
import { useTextsIn } from '../../lib/use-texts-in.ts';
import { travellerName } from '../travellers/traveller-name.ts';
import type { DocumentCall } from './api/staff-documents.ts';
import { documentFailureText } from './document-failure.ts';
import { rejectionReasonsFor, type DocumentRejectionReason } from './document-rejection-reasons.ts';

type RejectDocumentDialogProps = {
  open: boolean;
  document: DocumentQueueRow;
  onClose(): void;
  /**
   * Runs the call. Resolves once done, or once the screen has dealt with a refusal itself (someone else decided
   * first); rejects with a refusal the dialog shows, on the reason's field or above its buttons.
   */
  onSubmit(call: DocumentCall): Promise<unknown>;
  /** After the dialog has faded out: the screen may move the focus. */
  onExited?(): void;
};

/**
 * Rejecting a document needs a reason, which the family reads in the e-mail and in My Voyage: a ready one that
 * fits the document's type, or the staff's own words, in the family's language. The family can then upload it again.
 */
export function RejectDocumentDialog({ document, onSubmit, ...dialog }: RejectDocumentDialogProps) {
  const { t } = useTranslation(['documents', 'components']);
  const familyT = useTextsIn(document.language, 'documents');
  const sentText = (reason: DocumentRejectionReason) => (familyT ?? t)(`reasons.${reason}`);
  return (
    <RejectWithReasonDialog
      {...dialog}
      texts={rejectTextsOf((key) => t(`rejectDialog.${key}`), {
        description: t('rejectDialog.body', { type: t(`type.${document.type}`), name: travellerName(document) }),
        cancel: t('rejectDialog.cancel'),
        chooseReasonKey: 'documents:rejectDialog.chooseReason',
      })}
      familyLanguage={document.language}
      reasons={rejectionReasonsFor(document.type)}
      reasonLabel={(reason) => t(`reasons.${reason}`)}
      sentText={sentText}
      onReject={(reason) => onSubmit({ action: 'reject', documentId: document.id, reason })}
      failureText={(error) => documentFailureText(t, error)}
    />
  );
}
