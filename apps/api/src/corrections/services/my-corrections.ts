import { areCorrectionsFrozen, correctionsFreezeDay, isLiveStatus, type MyCorrections } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { decideAsFamily } from '../../review-kernel/decision.ts';
import { changeRequestReview } from '../change-request-decision.ts';
import { familyChangeRequestView } from '../change-request-view.ts';
import { findOwnCorrectable } from '../queries/correctable-traveller.ts';
import { changeRequestsOf, deleteChangeRequest } from '../queries/change-requests.ts';

/** The family's side of corrections in My Voyage (docs/product/corrections.md#in-my-voyage). */

type Owner = { db: Database; guardianUserId: string; travellerId: string; now: Date };

/**
 * `GET /api/my/travellers/:id/corrections`: whether the family may still correct (pending or approved), whether
 * the details are frozen and from which day, and its requests, newest first. Another family's id is 404.
 */
export async function readMyCorrections({ db, guardianUserId, travellerId, now }: Owner): Promise<MyCorrections> {
  const own = await findOwnCorrectable(db, guardianUserId, travellerId);
  if (!own) throw notFound('Traveller');
  const trip = { startsOn: own.startsOn, correctionsFreezeDays: own.correctionsFreezeDays };
  return {
    isOpen: isLiveStatus(own.status),
    frozen: areCorrectionsFrozen(trip, now),
    freezesOn: correctionsFreezeDay(trip),
    requests: (await changeRequestsOf(db, own.id)).map(familyChangeRequestView),
  };
}

/**
 * `POST /api/my/travellers/:id/change-requests/:requestId/withdraw`: the family takes back a request still
 * waiting (409 `CONFLICT` once staff decided it). It goes; the audit log keeps that it was sent and withdrawn.
 */
export async function withdrawMyChangeRequest(
  options: Owner & RequestOrigin & { changeRequestId: string },
): Promise<MyCorrections> {
  const { db, guardianUserId, travellerId, changeRequestId, ip, requestId } = options;
  await decideAsFamily({
    db,
    area: changeRequestReview,
    id: changeRequestId,
    guardianUserId,
    travellerId,
    from: 'waiting',
    ip,
    requestId,
    async decide(tx, { item }) {
      await deleteChangeRequest(tx, item.id);
      return { action: 'change-request.withdrawn', details: { fields: item.changes.map((change) => change.field) } };
    },
  });
  return readMyCorrections(options);
}
