import type { Traveller } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { decideAsFamily } from '../../review-kernel/decision.ts';
import { updateDocument } from '../queries/documents.ts';
import { documentReview } from '../document-decision.ts';

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
export function withdrawDocument({ documentId, ...origin }: WithdrawDocumentOptions): Promise<Traveller> {
  return decideAsFamily({
    ...origin,
    area: documentReview,
    id: documentId,
    from: 'pending',
    async decide(tx, { item }) {
      await updateDocument(tx, documentId, { status: 'withdrawn' });
      return { action: 'document.withdrawn', details: { type: item.type } };
    },
  });
}
