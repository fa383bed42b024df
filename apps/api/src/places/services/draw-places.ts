import {
  allocationDraw,
  DRAW_ALGORITHM,
  drawRecord,
  drawWindowEnd,
  placesOf,
  schoolMinimumOf,
  waitingEntryOf,
  waitingPosition,
  type DrawApplicant,
  type Places,
} from '@voyage/domain';
import type { Executor } from '../../db/executor.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { approveInTransaction } from '../../review/services/approve-registration.ts';
import { lockTripPlaces, readPlaces } from '../queries/places.ts';
import {
  findPlaceDraw,
  insertPlaceDraw,
  pendingOffList,
  readDrawTrip,
  type DrawCandidate,
} from '../queries/place-draws.ts';
import {
  countAcceptedPending,
  insertWaitingEntry,
  readOfferSettings,
  readWaitingList,
  waitingTravellers,
} from '../queries/waiting-list.ts';
import { joinWaitingListIfFull } from './join-waiting-list.ts';

export type DrawPass = { tripId: number; now: Date; publicUrl: string };
export type DrawPassResult = { drawn: boolean };

/** Siblings (one guardian's children) share a group named by the first of them: no e-mail in the record. */
function applicantsOf(candidates: readonly DrawCandidate[]): DrawApplicant[] {
  const byGuardian = new Map<string, string[]>();
  for (const candidate of candidates) {
    const key = candidate.guardianEmail.toLowerCase();
    byGuardian.set(key, [...(byGuardian.get(key) ?? []), candidate.id]);
  }
  return candidates.map((candidate) => {
    const group = byGuardian.get(candidate.guardianEmail.toLowerCase())!;
    const siblingGroupId = group.length > 1 ? [...group].sort()[0]! : null;
    return { id: candidate.id, siblingGroupId, schoolId: String(candidate.schoolId) };
  });
}

/**
 * Who of the drawn order gets a place, as the places rules count them: the trip's free places, and for a
 * traveller whose departure has seats, a seat there too (one whose departure is full waits, and the next
 * one in the order is placed instead, as the waiting list's offers go).
 */
function placedOf(order: readonly string[], candidates: readonly DrawCandidate[], places: Places, room: number) {
  const departureOf = new Map(candidates.map((candidate) => [candidate.id, candidate.departureId]));
  const taken = new Map<number | null, number>();
  const placed = new Set<string>();
  for (const id of order) {
    if (room <= 0) break;
    const departureId = departureOf.get(id) ?? null;
    const departure = places.departures.find((row) => row.id === departureId);
    const there = taken.get(departureId) ?? 0;
    if (departure && departure.capacity !== null && departure.taken + there >= departure.capacity) continue;
    placed.add(id);
    taken.set(departureId, there + 1);
    room -= 1;
  }
  return placed;
}

/** Each drawn registration's e-mail: a place, or its position on the waiting list. */
async function mailDrawn(tx: Executor, pass: DrawPass, ids: readonly string[], placed: ReadonlySet<string>) {
  // Approved at once, the placed get the approval's own e-mail instead.
  const settings = await readOfferSettings(tx, pass.tripId);
  const approvesAtOnce = settings.autoApproveOffers;
  const list = (await readWaitingList(tx, pass.tripId)).map(waitingEntryOf);
  const options = { offerDays: settings.waitingListOfferDays, keepSiblingsTogether: settings.keepSiblingsTogether };
  const url = new URL('/my-voyage', pass.publicUrl).toString();
  for (const traveller of await waitingTravellers(tx, ids)) {
    const data = {
      url,
      travellerName: `${traveller.firstName} ${traveller.lastName}`,
      tripTitle: settings.title[traveller.language],
    };
    const isPlaced = placed.has(traveller.id);
    if (isPlaced && approvesAtOnce) continue;
    const position = isPlaced ? null : waitingPosition(list, traveller.id, options);
    await enqueueEmail(tx, {
      template: isPlaced ? 'place-drawn' : 'waiting-list-joined',
      to: traveller.guardianEmail,
      travellerId: traveller.id,
      locale: traveller.language,
      data: isPlaced ? data : { ...data, position: String(position ?? '') },
    });
  }
}

/**
 * The trip's fair draw (docs/product/places.md#fair-allocation), inside the caller's transaction, under the
 * trip's places lock, once: after the window has closed, with a seed set, and never again once a draw is
 * recorded. The registrations received in the window are drawn; the first of the order, as many as places
 * are free, hold an accepted place (approved at once when the trip approves accepted offers), the others
 * join the waiting list in the drawn order; those received after the window, while the draw waited for its
 * seed, come after them in order of arrival. One audit row publishes the seed, the rules and the record.
 */
export async function drawTripPlaces(tx: Executor, pass: DrawPass): Promise<DrawPassResult> {
  const { tripId, now } = pass;
  const before = await readDrawTrip(tx, tripId);
  if (!before?.fairAllocation) return { drawn: false };
  // The registrations before the trip: an approval locks its registration first, then the trip.
  await pendingOffList(tx, tripId, drawWindowEnd(before), { lock: true });
  if (!(await lockTripPlaces(tx, tripId)) || (await findPlaceDraw(tx, tripId))) return { drawn: false };
  const trip = (await readDrawTrip(tx, tripId))!;
  const windowEnd = drawWindowEnd(trip);
  if (!trip.fairAllocation || now < windowEnd || trip.drawSeed === null) return { drawn: false };

  const candidates = await pendingOffList(tx, tripId, windowEnd);
  const places = placesOf(await readPlaces(tx, tripId));
  const room = Math.max(0, places.free - (await countAcceptedPending(tx, tripId)));
  const input = {
    applicants: applicantsOf(candidates),
    seed: trip.drawSeed,
    places: room,
    schoolMinimum: schoolMinimumOf(trip.schoolMinimumShare),
  };
  const { order } = allocationDraw(input);
  const record = drawRecord(input);
  const placed = placedOf(order, candidates, places, room);
  await insertPlaceDraw(tx, {
    tripId,
    seed: trip.drawSeed,
    algorithm: DRAW_ALGORITHM,
    record,
    drawnOrder: order,
    placed: placed.size,
    drawnAt: now,
  });
  await audit(tx, {
    ip: null,
    requestId: null,
    actorUserId: null,
    action: 'places.drawn',
    entityType: 'trip',
    entityId: String(tripId),
    tripId,
    details: { seed: trip.drawSeed, algorithm: DRAW_ALGORITHM, record, order, placed: placed.size },
  });
  const groupOf = new Map(candidates.map((candidate) => [candidate.id, candidate.guardianEmail.toLowerCase()]));
  // The placed first, then the others, each in the drawn order: the list's positions keep that order.
  const ids = [...order.filter((id) => placed.has(id)), ...order.filter((id) => !placed.has(id))];
  for (const id of ids) {
    const isPlaced = placed.has(id);
    const state = isPlaced ? ('accepted' as const) : ('waiting' as const);
    const entry = { travellerId: id, tripId, siblingGroup: groupOf.get(id)!, joinedAt: now, state };
    const position = await insertWaitingEntry(tx, isPlaced ? { ...entry, answeredAt: now } : entry);
    await audit(tx, {
      ip: null,
      requestId: null,
      actorUserId: null,
      action: isPlaced ? 'places.draw-placed' : 'waiting-list.joined',
      entityType: 'traveller',
      entityId: id,
      tripId,
      details: { position, drawn: true },
    });
  }
  await mailDrawn(tx, pass, ids, placed);
  if (trip.autoApproveOffers) {
    for (const id of ids.filter((one) => placed.has(one))) {
      const approval = { travellerId: id, expectedStatus: 'pending' as const, actorUserId: null };
      await approveInTransaction(tx, { ...approval, publicUrl: pass.publicUrl, now, ip: null, requestId: null });
    }
  }
  await queueLateArrivals(tx, pass, windowEnd);
  return { drawn: true };
}

/** Registrations received after the window, while the draw waited for its seed: after the drawn, by arrival. */
async function queueLateArrivals(tx: Executor, pass: DrawPass, windowEnd: Date): Promise<void> {
  const late = await pendingOffList(tx, pass.tripId, windowEnd, { after: true });
  const settings = await readOfferSettings(tx, pass.tripId);
  const rows = new Map(
    (
      await waitingTravellers(
        tx,
        late.map((row) => row.id),
      )
    ).map((row) => [row.id, row]),
  );
  for (const { id } of late) {
    const traveller = rows.get(id)!;
    await joinWaitingListIfFull(tx, {
      traveller: { ...traveller, tripId: pass.tripId },
      tripTitle: settings.title,
      publicUrl: pass.publicUrl,
      now: pass.now,
    });
  }
}
