import type { Database } from '../../db/database.ts';
import { tripsWithOpenList } from '../queries/waiting-list.ts';
import { offerFreedPlaces, type OfferPassResult } from './offer-freed-places.ts';

type OfferJobInput = { db: Database; publicUrl: string; now: Date; batchSize?: number };

/**
 * One pass of the offer job over every trip with someone waiting or an offer open: each trip in a
 * transaction of its own (`offerFreedPlaces`, under the trip's places lock), so an offer that lapsed while
 * the product was stopped passes on, and a place freed without an offer (capacity raised) is offered.
 */
export async function offerWaitingListPlaces({ db, publicUrl, now }: OfferJobInput): Promise<OfferPassResult> {
  const result: OfferPassResult = { offered: 0, expired: 0 };
  for (const tripId of await tripsWithOpenList(db)) {
    const pass = await db.transaction((tx) => offerFreedPlaces(tx, { tripId, now, publicUrl }));
    result.offered += pass.offered;
    result.expired += pass.expired;
  }
  return result;
}
