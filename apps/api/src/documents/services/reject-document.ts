import type { StaffDocument } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findStaffDocument, updateDocument } from '../queries/documents.ts';
import { lockDocumentForDecision } from '../document-decision.ts';
import { DocumentConflict } from '../document-refusals.ts';
import { reviewMailBasics } from '../../review/registration-status-change.ts';

type RejectDocumentOptions = RequestOrigin & {
  db: Database;
  documentId: string;
  reason: string;
  actorUserId: string;
  publicUrl: string;
  now: Date;
};

/**
 * `POST /api/admin/documents/:id/reject` (docs/product/documents.md#staff-review): the document will not
 * do (blurred, expired, the wrong child). The family reads staff's reason in the e-mail
 * (`document-rejected`, in their language) and in My Voyage, and uploads a new one.
 */
export async function rejectDocument({
  db,
  documentId,
  reason,
  actorUserId,
  publicUrl,
  now,
  ip,
  requestId,
}: RejectDocumentOptions): Promise<StaffDocument> {
  await db.transaction(async (tx) => {
    const { document, traveller, trip } = await lockDocumentForDecision(tx, documentId);
    if (document.status !== 'pending') throw new DocumentConflict(document.status);
    await updateDocument(tx, documentId, {
      status: 'rejected',
      reviewedBy: actorUserId,
      reviewedAt: now,
      rejectionReason: reason,
    });
    await enqueueEmail(tx, {
      template: 'document-rejected',
      to: traveller.guardianEmail,
      locale: traveller.language,
      data: { ...reviewMailBasics(traveller, trip.title, publicUrl), documentType: document.type, reason },
    });
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'document.rejected',
      entityType: 'traveller',
      entityId: traveller.id,
      tripId: traveller.tripId,
      details: { documentId, type: document.type, reason },
    });
  });
  const document = await findStaffDocument(db, documentId);
  if (!document) throw notFound('Document');
  return document;
}
