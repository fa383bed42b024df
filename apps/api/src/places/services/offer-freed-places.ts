import { offerDeadline, placesOf, waitingEntryOf, waitingOrder, type Places, type WaitingList } from '@voyage/domain';
import type { Executor } from '../../db/executor.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { lockTripPlaces, readPlaces } from '../queries/places.ts';
import {
  countAcceptedPending,
  entriesWithDeparture,
  expireLapsedOffers,
  moveWaitingEntry,
  placedSiblingGroups,
  readOfferSettings,
  readWaitingList,
  waitingTravellers,
  type OfferSettingsRow,
} from '../queries/waiting-list.ts';

export type OfferPass = { tripId: number; now: Date; publicUrl: string };
export type OfferPassResult = { offered: number; expired: number };

/**
 * The places free for the list: the trip's places no approved traveller takes, less those kept for an
 * accepted offer still in review. A place under an open offer is still free here (the offer chain takes
 * the open offers off itself).
 */
export async function freePlacesForList(tx: Executor, tripId: number): Promise<number> {
  const places = placesOf(await readPlaces(tx, tripId));
  return Math.max(0, places.free - (await countAcceptedPending(tx, tripId)));
}

/** The offer e-mail, in the family's language, with its deadline and a link to My Voyage. */
export async function mailOffer(
  tx: Executor,
  offer: { travellerId: string; expiresAt: Date },
  trip: Pick<OfferSettingsRow, 'title'>,
  publicUrl: string,
): Promise<void> {
  const [traveller] = await waitingTravellers(tx, [offer.travellerId]);
  if (!traveller) return;
  await enqueueEmail(tx, {
    template: 'waiting-list-offer',
    to: traveller.guardianEmail,
    travellerId: traveller.id,
    locale: traveller.language,
    data: {
      url: new URL('/my-voyage', publicUrl).toString(),
      travellerName: `${traveller.firstName} ${traveller.lastName}`,
      tripTitle: trip.title[traveller.language],
      expiresAt: offer.expiresAt.toISOString(),
    },
  });
}

type Offer = { registrationId: string; offeredAt: Date; expiresAt: Date };

/**
 * The offer chain's order (`waitingOrder`), walked while places are free: the trip's places no approved
 * traveller takes nor an offer holds, and, for a traveller whose departure has seats, a seat there too (a
 * traveller whose departure is full waits for a seat on it, and the next one is offered instead).
 */
async function whoIsOffered(
  tx: Executor,
  input: { tripId: number; list: WaitingList; places: Places; now: Date; settings: OfferSettingsRow },
): Promise<Offer[]> {
  const { tripId, list, places, now, settings } = input;
  const entries = await entriesWithDeparture(tx, tripId);
  const departureOf = new Map(entries.map((entry) => [entry.travellerId, entry.departureId]));
  const held = new Map<number | null, number>();
  for (const entry of entries.filter((row) => row.holds))
    held.set(entry.departureId, (held.get(entry.departureId) ?? 0) + 1);
  let tripRoom = places.free - entries.filter((row) => row.holds).length;
  const expiresAt = offerDeadline(now, settings.waitingListOfferDays);
  const order = waitingOrder(list, {
    offerDays: settings.waitingListOfferDays,
    keepSiblingsTogether: settings.keepSiblingsTogether,
    placedSiblingGroups: await placedSiblingGroups(tx, tripId),
  });
  const offers: Offer[] = [];
  for (const entry of order) {
    if (tripRoom <= 0) break;
    const departureId = departureOf.get(entry.registrationId) ?? null;
    const departure = places.departures.find((row) => row.id === departureId);
    const heldThere = held.get(departureId) ?? 0;
    if (departure && departure.capacity !== null && departure.taken + heldThere >= departure.capacity) continue;
    offers.push({ registrationId: entry.registrationId, offeredAt: now, expiresAt });
    held.set(departureId, heldThere + 1);
    tripRoom -= 1;
  }
  return offers;
}

/**
 * One look at a trip's waiting list (docs/product/places.md#waiting-list), inside the caller's transaction,
 * under the trip's places lock: offers past their deadline lapse (at it), then each place free of other
 * offers is offered to the next family the offer chain names, with its e-mail and an audit row. Whoever
 * frees a place calls it, and so does the offer job; under the lock a second look finds the offers made
 * and offers nothing more, so a freed place is offered once, even from two processes.
 */
export async function offerFreedPlaces(tx: Executor, { tripId, now, publicUrl }: OfferPass): Promise<OfferPassResult> {
  if (!(await lockTripPlaces(tx, tripId))) return { offered: 0, expired: 0 };
  const expired = await expireLapsedOffers(tx, tripId, now);
  for (const travellerId of expired) {
    await audit(tx, {
      ip: null,
      requestId: null,
      actorUserId: null,
      action: 'waiting-list.offer-expired',
      entityType: 'traveller',
      entityId: travellerId,
      tripId,
      details: {},
    });
  }
  const settings = await readOfferSettings(tx, tripId);
  const list = (await readWaitingList(tx, tripId)).map(waitingEntryOf);
  const places = placesOf(await readPlaces(tx, tripId));
  const offers = await whoIsOffered(tx, { tripId, list, places, now, settings });
  let offered = 0;
  for (const offer of offers) {
    const moved = await moveWaitingEntry(tx, offer.registrationId, ['waiting'], {
      state: 'offered',
      offeredAt: offer.offeredAt,
      expiresAt: offer.expiresAt,
      outOfTurnReason: null,
    });
    if (!moved) continue;
    offered += 1;
    await mailOffer(tx, { travellerId: offer.registrationId, expiresAt: offer.expiresAt }, settings, publicUrl);
    await audit(tx, {
      ip: null,
      requestId: null,
      actorUserId: null,
      action: 'waiting-list.offered',
      entityType: 'traveller',
      entityId: offer.registrationId,
      tripId,
      details: { expiresAt: offer.expiresAt.toISOString() },
    });
  }
  return { offered, expired: expired.length };
}
