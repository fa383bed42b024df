import {
  isUuid,
  offerOutOfTurn,
  placesOf,
  waitingEntryOf,
  waitingPosition,
  type RegistrationStatus,
  type StaffWaitingEntry,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { countHeldPlaces, departureOfTraveller, lockTripPlaces, readPlaces } from '../queries/places.ts';
import {
  moveWaitingEntry,
  readOfferSettings,
  readWaitingList,
  tripOfEntry,
  waitingTravellers,
} from '../queries/waiting-list.ts';
import { freePlacesForList, mailOffer } from './offer-freed-places.ts';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** `GET /api/admin/waiting-list?trip_id=`: the trip's list in its order, each entry's state and offer. */
export async function staffWaitingList(tx: Executor, tripId: number): Promise<StaffWaitingEntry[]> {
  const settings = await readOfferSettings(tx, tripId);
  const rows = await readWaitingList(tx, tripId);
  const list = rows.map(waitingEntryOf);
  const order = { offerDays: settings.waitingListOfferDays, keepSiblingsTogether: settings.keepSiblingsTogether };
  const people = new Map(
    (
      await waitingTravellers(
        tx,
        rows.map((row) => row.travellerId),
      )
    ).map((p) => [p.id, p]),
  );
  return rows.flatMap((row) => {
    const person = people.get(row.travellerId);
    if (!person) return [];
    return [
      {
        travellerId: row.travellerId,
        firstName: person.firstName,
        lastName: person.lastName,
        schoolName: person.schoolName,
        departureLabel: person.departureLabel,
        registrationStatus: person.status as RegistrationStatus,
        position: row.position,
        joinedAt: row.joinedAt.toISOString(),
        waitingPosition: row.state === 'waiting' ? waitingPosition(list, row.travellerId, order) : null,
        state: row.state,
        offeredAt: iso(row.offeredAt),
        expiresAt: iso(row.expiresAt),
        outOfTurnReason: row.outOfTurnReason,
        answeredAt: iso(row.answeredAt),
      },
    ];
  });
}

const noFreePlace = () => new HttpError(409, 'NO_FREE_PLACE', 'No place is free for another offer');

/** A traveller whose departure has seats is offered one only while a seat there is free of others' offers. */
async function seatOnDeparture(tx: Executor, tripId: number, travellerId: string): Promise<boolean> {
  const departureId = await departureOfTraveller(tx, travellerId);
  const departure = placesOf(await readPlaces(tx, tripId)).departures.find((row) => row.id === departureId);
  if (!departure || departure.capacity === null) return true;
  const held = await countHeldPlaces(tx, tripId, { exceptTravellerId: travellerId, departureId });
  return departure.taken + held.departure < departure.capacity;
}

type OutOfTurn = RequestOrigin & {
  db: Database;
  travellerId: string;
  reason: string;
  actorUserId: string;
  publicUrl: string;
  now: Date;
};

/**
 * `POST /api/admin/waiting-list/:travellerId/offer`: staff offer a free place out of turn, with a reason the
 * audit row keeps (docs/product/places.md#waiting-list): only to someone waiting, only while a place is free
 * of other offers. The e-mail and the deadline are an offer's like any other; the others keep their positions.
 */
export async function offerPlaceOutOfTurn(options: OutOfTurn): Promise<void> {
  const { db, travellerId, reason, actorUserId, publicUrl, now, ip, requestId } = options;
  await db.transaction(async (tx) => {
    const entry = isUuid(travellerId) ? await tripOfEntry(tx, travellerId) : undefined;
    if (!entry) throw notFound('Waiting list entry');
    await lockTripPlaces(tx, entry.tripId);
    const settings = await readOfferSettings(tx, entry.tripId);
    const list = (await readWaitingList(tx, entry.tripId)).map(waitingEntryOf);
    const free = await freePlacesForList(tx, entry.tripId);
    const result = offerOutOfTurn(list, {
      registrationId: travellerId,
      freePlaces: free,
      now,
      reason,
      offerDays: settings.waitingListOfferDays,
    });
    if (result.ok && !(await seatOnDeparture(tx, entry.tripId, travellerId))) throw noFreePlace();
    if (!result.ok) {
      if (result.code === 'NOT_ON_LIST') throw notFound('Waiting list entry');
      if (result.code === 'NO_FREE_PLACE') throw noFreePlace();
      throw new HttpError(409, 'NOT_WAITING', 'This registration is not waiting');
    }
    const offered = result.list.find((item) => item.registrationId === travellerId)!.state;
    if (offered.kind !== 'offered') throw new Error('an offer out of turn made no offer');
    await moveWaitingEntry(tx, travellerId, ['waiting'], {
      state: 'offered',
      offeredAt: offered.offeredAt,
      expiresAt: offered.expiresAt,
      outOfTurnReason: reason.trim(),
    });
    await mailOffer(tx, { travellerId, expiresAt: offered.expiresAt }, settings, publicUrl);
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'waiting-list.offered-out-of-turn',
      entityType: 'traveller',
      entityId: travellerId,
      tripId: entry.tripId,
      details: { reason: reason.trim(), expiresAt: offered.expiresAt.toISOString() },
    });
  });
}
