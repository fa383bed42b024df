import type { PlacesCount, PlacesDeparture, PlacesInput } from '@voyage/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { departures, schools, travellers, trips, waitingListEntries } from '../../db/schema/index.ts';

/**
 * The trip's row locked FOR UPDATE until the transaction ends: every change that takes or gives places
 * (an approval, a restore, seats, capacity, a school's departure) waits here for the one before, so each
 * counts what the last one wrote (docs/product/places.md). An approval locks its registration first, then
 * the trip; nothing locks a registration after the trip.
 */
export async function lockTripPlaces(tx: Executor, tripId: number): Promise<boolean> {
  const [row] = await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId)).for('update');
  return row !== undefined;
}

/** The trip of a departure, read before any lock (a departure never changes trip). */
export async function tripOfDeparture(tx: Executor, departureId: number): Promise<number | undefined> {
  const [row] = await tx.select({ tripId: departures.tripId }).from(departures).where(eq(departures.id, departureId));
  return row?.tripId;
}

/** The trip of a school, read before any lock (a school never changes trip). */
export async function tripOfSchool(tx: Executor, schoolId: number): Promise<number | undefined> {
  const [row] = await tx.select({ tripId: schools.tripId }).from(schools).where(eq(schools.id, schoolId));
  return row?.tripId;
}

/**
 * What places are counted from: the trip's capacity and name, its departures' seats, approved and pending
 * per departure (pending: in the review queue, so not waiting on the list nor holding an unanswered offer).
 */
export async function readPlaces(tx: Executor, tripId: number): Promise<PlacesInput> {
  const [trip] = await tx
    .select({ capacity: trips.capacity, label: trips.name })
    .from(trips)
    .where(eq(trips.id, tripId));
  if (!trip) throw new Error(`trip ${tripId} not found`);
  const departureRows = (await tx
    .select({ id: departures.id, label: departures.label, seats: departures.seats })
    .from(departures)
    .where(eq(departures.tripId, tripId))
    .orderBy(asc(departures.outboundDate), asc(departures.id))) as PlacesDeparture[];
  const counts = (await tx
    .select({
      departureId: schools.departureId,
      approved: sql<number>`count(*) filter (where ${travellers.status} = 'approved')`.mapWith(Number),
      pending:
        sql<number>`count(*) filter (where ${travellers.status} = 'pending' and ${travellers.emailConfirmedAt} is not null and not exists (select 1 from ${waitingListEntries} where ${waitingListEntries.travellerId} = ${travellers.id} and ${waitingListEntries.state} in ('waiting', 'offered')))`.mapWith(
          Number,
        ),
    })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(eq(travellers.tripId, tripId))
    .groupBy(schools.departureId)) as PlacesCount[];
  return { trip, departures: departureRows, counts };
}

/** The departure a registration travels on: its school's (`null` while the school has none). */
export async function departureOfTraveller(tx: Executor, travellerId: string): Promise<number | null> {
  const [row] = await tx
    .select({ departureId: schools.departureId })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(eq(travellers.id, travellerId));
  return row?.departureId ?? null;
}

/**
 * Places held for the waiting list beyond the approved travellers: open offers and accepted offers still in
 * review, other than `exceptTravellerId`'s own, on the whole trip and on `departureId`
 * (docs/product/places.md#what-takes-a-place).
 */
export async function countHeldPlaces(
  tx: Executor,
  tripId: number,
  { exceptTravellerId, departureId }: { exceptTravellerId: string; departureId: number | null },
): Promise<{ trip: number; departure: number }> {
  const [row] = await tx
    .select({
      trip: sql<number>`count(*)`.mapWith(Number),
      departure:
        sql<number>`count(*) filter (where ${schools.departureId} is not distinct from ${departureId})`.mapWith(Number),
    })
    .from(waitingListEntries)
    .innerJoin(travellers, eq(travellers.id, waitingListEntries.travellerId))
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(
      sql`${waitingListEntries.tripId} = ${tripId} and ${waitingListEntries.travellerId} <> ${exceptTravellerId} and (${waitingListEntries.state} = 'offered' or (${waitingListEntries.state} = 'accepted' and ${travellers.status} = 'pending'))`,
    );
  return row ?? { trip: 0, departure: 0 };
}
