import { isUuid } from '@voyage/domain';
import type { Traveller } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { lockDocument, updateDocument } from '../queries/documents.ts';
import { findMyTraveller } from '../../travellers/queries/my-travellers.ts';
import { lockReviewedTraveller } from '../../review/queries/registration-review.ts';
import { DocumentConflict } from '../document-refusals.ts';

type WithdrawDocumentOptions = RequestOrigin & {
  db: Database;
  guardianUserId: string;
  travellerId: string;
  documentId: string;
};

/**
 * `POST /api/my/travellers/:id/documents/:documentId/withdraw`: the family takes back an upload sent by
 * mistake while it is still Processing (docs/product/documents.md#uploads). The row and its file are
 * kept, marked withdrawn; the family's lists no longer show it. Once staff reviewed it: 409 `CONFLICT`.
 */
export async function withdrawDocument({
  db,
  guardianUserId,
  travellerId,
  documentId,
  ip,
  requestId,
}: WithdrawDocumentOptions): Promise<Traveller> {
  if (!isUuid(travellerId) || !isUuid(documentId)) throw notFound('Document');
  await db.transaction(async (tx) => {
    const traveller = await lockReviewedTraveller(tx, travellerId, { guardianUserId });
    if (!traveller) throw notFound('Traveller');
    const document = await lockDocument(tx, documentId);
    if (!document || document.travellerId !== travellerId) throw notFound('Document');
    if (document.status !== 'pending') throw new DocumentConflict(document.status);
    await updateDocument(tx, documentId, { status: 'withdrawn' });
    await audit(tx, {
      ip,
      requestId,
      actorUserId: guardianUserId,
      action: 'document.withdrawn',
      entityType: 'traveller',
      entityId: travellerId,
      tripId: traveller.tripId,
      details: { documentId, type: document.type },
    });
  });
  const traveller = await findMyTraveller(db, guardianUserId, travellerId);
  if (!traveller) throw notFound('Traveller');
  return traveller;
}
