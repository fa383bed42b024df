import { reasonInLanguage, type FamilyReason, type StaffDocument } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { decideAsStaff } from '../../review-kernel/decision.ts';
import { updateDocument } from '../queries/documents.ts';
import { documentReview } from '../document-decision.ts';
import { reviewMailBasics } from '../../review/registration-status-change.ts';

type RejectDocumentOptions = RequestOrigin & {
  db: Database;
  documentId: string;
  reason: FamilyReason;
  actorUserId: string;
  publicUrl: string;
  now: Date;
};

/**
 * `POST /api/admin/documents/:id/reject` (docs/product/documents.md#staff-review): the document will not
 * do (blurred, expired, the wrong child). The family reads staff's reason in the e-mail
 * (`document-rejected`, in their language, the reason too when staff wrote it in both) and in My Voyage, and uploads a new one.
 */
export function rejectDocument({
  documentId,
  reason,
  publicUrl,
  now,
  ...origin
}: RejectDocumentOptions): Promise<StaffDocument> {
  return decideAsStaff({
    ...origin,
    area: documentReview,
    id: documentId,
    from: 'pending',
    async decide(tx, { item, traveller, trip }) {
      const text = reasonInLanguage(reason, traveller.language);
      await updateDocument(tx, documentId, {
        status: 'rejected',
        reviewedBy: origin.actorUserId,
        reviewedAt: now,
        rejectionReason: text,
      });
      return {
        action: 'document.rejected',
        details: { type: item.type, reason: text },
        mail: {
          template: 'document-rejected',
          data: { ...reviewMailBasics(traveller, trip.title, publicUrl), documentType: item.type, reason: text },
        },
      };
    },
  });
}
