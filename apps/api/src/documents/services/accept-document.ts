import type { StaffDocument } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findStaffDocument, updateDocument } from '../queries/documents.ts';
import { lockDocumentForDecision } from '../document-decision.ts';
import { DocumentConflict } from '../document-refusals.ts';

type AcceptDocumentOptions = RequestOrigin & { db: Database; documentId: string; actorUserId: string; now: Date };

/**
 * `POST /api/admin/documents/:id/accept` (docs/product/documents.md#staff-review): the document is
 * what it should be. A document is decided on once: when two members of staff act at once, the second
 * waits for the first's lock, finds it decided and gets 409 `CONFLICT` with its status.
 */
export async function acceptDocument({
  db,
  documentId,
  actorUserId,
  now,
  ip,
  requestId,
}: AcceptDocumentOptions): Promise<StaffDocument> {
  await db.transaction(async (tx) => {
    const { document, traveller } = await lockDocumentForDecision(tx, documentId);
    if (document.status !== 'pending') throw new DocumentConflict(document.status);
    await updateDocument(tx, documentId, {
      status: 'approved',
      reviewedBy: actorUserId,
      reviewedAt: now,
      rejectionReason: null,
    });
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'document.accepted',
      entityType: 'traveller',
      entityId: traveller.id,
      tripId: traveller.tripId,
      details: { documentId, type: document.type },
    });
  });
  const document = await findStaffDocument(db, documentId);
  if (!document) throw notFound('Document');
  return document;
}
