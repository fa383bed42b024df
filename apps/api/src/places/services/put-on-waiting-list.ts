import { isUuid, type AdminTraveller } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { findReviewTrip, lockReviewedTraveller } from '../../review/queries/registration-review.ts';
import { findAdminTraveller } from '../../travellers/queries/travellers.ts';
import { tripOfEntry } from '../queries/waiting-list.ts';
import { joinWaitingListIfFull } from './join-waiting-list.ts';

type PutOnList = RequestOrigin & {
  db: Database;
  travellerId: string;
  actorUserId: string;
  publicUrl: string;
  now: Date;
};

/**
 * `POST /api/admin/travellers/:id/waiting-list`: staff put a pending registration whose approval found no
 * place at the end of the waiting list (docs/product/places.md#a-refused-approval), through the list's own
 * joining: under the registration's lock, then the trip's places lock; audited with staff as the actor, and
 * the family e-mailed its position in its language. Refused (409) when the registration is not pending
 * (`NOT_PENDING`), already has an entry on the list (`ALREADY_ON_LIST`), or a place is in fact free
 * (`PLACE_FREE`). Answers the registration as staff now see it, with its Waiting list chip.
 */
export async function putOnWaitingList(options: PutOnList): Promise<AdminTraveller> {
  const { db, travellerId, actorUserId, publicUrl, now, ip, requestId } = options;
  await db.transaction(async (tx) => {
    const traveller = isUuid(travellerId) ? await lockReviewedTraveller(tx, travellerId) : undefined;
    if (!traveller) throw notFound('Registration');
    if (traveller.status !== 'pending') {
      throw new HttpError(409, 'NOT_PENDING', 'Only a pending registration can be put on the waiting list');
    }
    if (await tripOfEntry(tx, travellerId)) {
      throw new HttpError(409, 'ALREADY_ON_LIST', 'This registration is already on the waiting list');
    }
    const trip = await findReviewTrip(tx, traveller.tripId);
    const position = await joinWaitingListIfFull(tx, {
      traveller,
      tripTitle: trip.title,
      publicUrl,
      now,
      actor: { userId: actorUserId, ip, requestId },
    });
    if (position === null) throw new HttpError(409, 'PLACE_FREE', 'A place is free: approve the registration');
  });
  const traveller = await findAdminTraveller(db, travellerId);
  if (!traveller) throw notFound('Registration');
  return traveller;
}
