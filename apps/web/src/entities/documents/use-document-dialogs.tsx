import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentQueueRow } from '@voyage/domain';
import { useDocumentCall, type DocumentCall } from './api/staff-documents.ts';
import { travellerName } from '../travellers/traveller-name.ts';
import { documentConflictStatus, documentConflictText, documentFailureText } from './document-failure.ts';
import { RejectDocumentDialog } from './reject-document-dialog.tsx';
import { useDecisionOutcome, DecisionOutcome, OutcomeAlert } from '../../components/review/decision-outcome.tsx';

/** What staff asked for: accept a document at once, or open the dialog that rejects it. */
export type DocumentDialogRequest = { action: 'accept' | 'reject'; document: DocumentQueueRow };

type UseDocumentDialogsOptions = {
  /** What the screen reads again after a call, besides the documents, students and dashboard. */
  onSettled?: () => Promise<unknown>;
};

/**
 * The document decisions of a screen, and the line that says what the last one did. Accept is one click;
 * Reject asks for a reason in its dialog. Once done (or refused because someone else decided first), the
 * screen reads the documents again and the focus moves to what happened, since the row may be gone.
 */
export function useDocumentDialogs({ onSettled }: UseDocumentDialogsOptions = {}): {
  onAction(request: DocumentDialogRequest): void;
  /** The document whose acceptance is running, so its buttons wait. */
  busyId: string | null;
  outcome: ReactNode;
  dialogs: ReactNode;
} {
  const { t } = useTranslation(['documents', 'components']);
  const call = useDocumentCall({ onSettled });
  // Kept while the dialog fades out, so its text does not change meanwhile.
  const [rejecting, setRejecting] = useState<DocumentQueueRow | null>(null);
  // Each opening mounts the dialog anew, so the form starts empty.
  const [opening, setOpening] = useState(0);
  const [isOpen, setOpen] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { outcome, outcomeRef, show: say, onExited } = useDecisionOutcome();

  const words = (document: DocumentQueueRow) => ({ type: t(`type.${document.type}`), name: travellerName(document) });
  const onSubmit = async (done: DocumentCall) => {
    try {
      const document = await call.mutateAsync(done);
      say({ severity: 'success', text: t(`done.${done.action}`, words(document)) });
      setOpen(false);
    } catch (error) {
      const conflict = documentConflictStatus(error);
      if (conflict === undefined) throw error;
      say({ severity: 'error', text: documentConflictText(t, conflict) });
      setOpen(false);
    }
  };
  const accept = async (document: DocumentQueueRow) => {
    setBusyId(document.id);
    try {
      await onSubmit({ action: 'accept', documentId: document.id });
    } catch (error) {
      say({ severity: 'error', text: documentFailureText(t, error) });
    } finally {
      setBusyId(null);
      // No dialog to fade out: the line is told at once.
      requestAnimationFrame(() => outcomeRef.current?.focus());
    }
  };

  return {
    onAction: ({ action, document }) => {
      if (action === 'accept') {
        void accept(document);
        return;
      }
      setRejecting(document);
      setOpening((count) => count + 1);
      setOpen(true);
    },
    busyId,
    outcome: (
      <DecisionOutcome outcomeRef={outcomeRef}>{outcome ? <OutcomeAlert outcome={outcome} /> : null}</DecisionOutcome>
    ),
    dialogs:
      rejecting === null ? null : (
        <RejectDocumentDialog
          key={opening}
          open={isOpen}
          document={rejecting}
          onClose={() => setOpen(false)}
          onSubmit={onSubmit}
          onExited={onExited}
        />
      ),
  };
}
