import { accept, decline, isUuid, waitingEntryOf, type MyWaitingEntry } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { lockReviewedTraveller } from '../../review/queries/registration-review.ts';
import { approveInTransaction } from '../../review/services/approve-registration.ts';
import { lockTripPlaces } from '../queries/places.ts';
import { moveWaitingEntry, readOfferSettings, readWaitingList } from '../queries/waiting-list.ts';
import { offerFreedPlaces } from './offer-freed-places.ts';
import { myWaitingList } from './my-waiting-list.ts';

type AnswerOptions = RequestOrigin & {
  db: Database;
  travellerId: string;
  guardianUserId: string;
  answer: 'accept' | 'decline';
  publicUrl: string;
  now: Date;
};

const notOffered = () => new HttpError(409, 'NOT_OFFERED', 'There is no open offer to answer');
const offerExpired = () => new HttpError(409, 'OFFER_EXPIRED', "The offer's deadline has passed");

/**
 * `POST /api/my/travellers/:id/waiting-list/accept|decline`: the family answers its open offer before the
 * deadline (docs/product/places.md#waiting-list), in one transaction: its registration locked (another
 * family's is 404), then the trip's places. Accepting keeps the place for the registration, now in the
 * review queue, or approves it at once through the approval itself when the trip says so (so the places
 * still hold); declining passes the place on at once. Audited; answers the family's list.
 */
export async function answerOffer(options: AnswerOptions): Promise<MyWaitingEntry[]> {
  const { db, travellerId, guardianUserId, answer, publicUrl, now, ip, requestId } = options;
  await db.transaction(async (tx) => {
    const traveller = isUuid(travellerId)
      ? await lockReviewedTraveller(tx, travellerId, { guardianUserId })
      : undefined;
    if (!traveller) throw notFound('Registration');
    await lockTripPlaces(tx, traveller.tripId);
    const list = (await readWaitingList(tx, traveller.tripId)).map(waitingEntryOf);
    const result = (answer === 'accept' ? accept : decline)(list, travellerId, now);
    if (!result.ok) {
      if (result.code === 'NOT_ON_LIST') throw notFound('Registration');
      throw result.code === 'OFFER_EXPIRED' ? offerExpired() : notOffered();
    }
    const state = answer === 'accept' ? 'accepted' : 'declined';
    if (!(await moveWaitingEntry(tx, travellerId, ['offered'], { state, answeredAt: now }))) throw notOffered();
    await audit(tx, {
      ip,
      requestId,
      actorUserId: guardianUserId,
      action: answer === 'accept' ? 'waiting-list.accepted' : 'waiting-list.declined',
      entityType: 'traveller',
      entityId: travellerId,
      tripId: traveller.tripId,
      details: {},
    });
    if (answer === 'decline') {
      await offerFreedPlaces(tx, { tripId: traveller.tripId, now, publicUrl });
      return;
    }
    const settings = await readOfferSettings(tx, traveller.tripId);
    if (settings.autoApproveOffers && traveller.status === 'pending') {
      await approveInTransaction(tx, {
        travellerId,
        expectedStatus: 'pending',
        actorUserId: guardianUserId,
        publicUrl,
        now,
        ip,
        requestId,
      });
    }
  });
  return myWaitingList(db, guardianUserId);
}
