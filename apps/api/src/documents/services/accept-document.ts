import type { StaffDocument } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { decideAsStaff } from '../../review-kernel/decision.ts';
import { updateDocument } from '../queries/documents.ts';
import { documentReview } from '../document-decision.ts';

type AcceptDocumentOptions = RequestOrigin & { db: Database; documentId: string; actorUserId: string; now: Date };

/**
 * `POST /api/admin/documents/:id/accept` (docs/product/documents.md#staff-review): the document is
 * what it should be. A document is decided on once: when two members of staff act at once, the second
 * waits for the first's lock, finds it decided and gets 409 `CONFLICT` with its status.
 */
export function acceptDocument({ documentId, now, ...origin }: AcceptDocumentOptions): Promise<StaffDocument> {
  return decideAsStaff({
    ...origin,
    area: documentReview,
    id: documentId,
    from: 'pending',
    async decide(tx, { item }) {
      await updateDocument(tx, documentId, {
        status: 'approved',
        reviewedBy: origin.actorUserId,
        reviewedAt: now,
        rejectionReason: null,
      });
      return { action: 'document.accepted', details: { type: item.type } };
    },
  });
}
