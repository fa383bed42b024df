import type { Gender, LocalizedText, RoomingMix } from '@voyage/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { departures, roomAssignments, schools, travellers, trips, user } from '../../db/schema/index.ts';

/** The departure as rooming reads it: its rooming state and what the hotel's list names. */
export type RoomingDeparture = {
  id: number;
  tripId: number;
  tripName: LocalizedText;
  tripYear: number;
  label: LocalizedText;
  hotel: string;
  outboundDate: string;
  inboundDate: string;
  /** The trip's auto-fill setting. */
  roomingMix: RoomingMix;
  roomingUpdatedAt: Date | null;
  roomingLockedAt: Date | null;
  lockedByName: string | null;
};

/** The departure's rooming state; `forUpdate` locks its row, which every rooming change takes first. */
export async function findRoomingDeparture(
  db: Executor,
  departureId: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<RoomingDeparture | undefined> {
  const query = db
    .select({
      id: departures.id,
      tripId: departures.tripId,
      tripName: trips.name,
      tripYear: trips.year,
      label: departures.label,
      hotel: departures.hotel,
      outboundDate: departures.outboundDate,
      inboundDate: departures.inboundDate,
      roomingMix: trips.roomingMix,
      roomingUpdatedAt: departures.roomingUpdatedAt,
      roomingLockedAt: departures.roomingLockedAt,
      lockedByName: user.name,
    })
    .from(departures)
    .innerJoin(trips, eq(trips.id, departures.tripId))
    .leftJoin(user, eq(user.id, departures.roomingLockedBy))
    .where(eq(departures.id, departureId));
  const [row] = forUpdate ? await query.for('update', { of: departures }) : await query;
  return row;
}

/** A traveller of the departure with their room in it (null when unplaced). */
export type RoomingTravellerRow = {
  id: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  schoolId: number;
  schoolName: string;
  personalCode: string | null;
  roommates: string[];
  room: number | null;
};

/** The departure's travellers: the approved travellers of the schools assigned to it, with their rooms. */
export async function listRoomingTravellers(db: Executor, departureId: number): Promise<RoomingTravellerRow[]> {
  return db
    .select({
      id: travellers.id,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      gender: travellers.gender,
      schoolId: schools.id,
      schoolName: schools.name,
      personalCode: travellers.personalCode,
      roommates: travellers.roommates,
      room: roomAssignments.room,
    })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .leftJoin(
      roomAssignments,
      and(eq(roomAssignments.travellerId, travellers.id), eq(roomAssignments.departureId, departureId)),
    )
    .where(and(eq(schools.departureId, departureId), eq(travellers.status, 'approved')));
}

/** Puts travellers in rooms of the departure, taking them out of any other room they had. */
export async function placeInRooms(
  db: Executor,
  departureId: number,
  placements: readonly { travellerId: string; room: number }[],
): Promise<void> {
  if (placements.length === 0) return;
  await db
    .insert(roomAssignments)
    .values(placements.map((placement) => ({ departureId, ...placement })))
    .onConflictDoUpdate({
      target: roomAssignments.travellerId,
      set: { departureId, room: sql`excluded.room`, createdAt: sql`now()` },
    });
}

export async function removeFromRooms(db: Executor, travellerIds: readonly string[]): Promise<void> {
  if (travellerIds.length === 0) return;
  await db.delete(roomAssignments).where(inArray(roomAssignments.travellerId, [...travellerIds]));
}

/** Marks the rooming changed (its stale-edit check) without touching the departure's own `updatedAt`. */
export async function touchRooming(db: Executor, departureId: number, now: Date): Promise<void> {
  await db
    .update(departures)
    .set({ roomingUpdatedAt: now, updatedAt: sql`${departures.updatedAt}` })
    .where(eq(departures.id, departureId));
}

/** The trip's auto-fill setting, for all its departures; the trip's own `updatedAt` stays (the trip editor does not show it). */
export async function setTripRoomingMix(db: Executor, tripId: number, mix: RoomingMix): Promise<void> {
  await db
    .update(trips)
    .set({ roomingMix: mix, updatedAt: sql`${trips.updatedAt}` })
    .where(eq(trips.id, tripId));
}

/** Locks the rooming (`by` the admin's id) or unlocks it (null). */
export async function setRoomingLock(
  db: Executor,
  departureId: number,
  lock: { at: Date; by: string } | null,
): Promise<void> {
  await db
    .update(departures)
    .set({
      roomingLockedAt: lock?.at ?? null,
      roomingLockedBy: lock?.by ?? null,
      updatedAt: sql`${departures.updatedAt}`,
    })
    .where(eq(departures.id, departureId));
}
