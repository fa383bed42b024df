import type { DrawSettings } from '@voyage/domain';
import { and, asc, eq, gte, lt, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { placeDraws, schools, travellers, trips, waitingListEntries } from '../../db/schema/index.ts';

export type PlaceDrawRow = typeof placeDraws.$inferSelect;

/** The trip's draw, if it ran. */
export async function findPlaceDraw(tx: Executor, tripId: number): Promise<PlaceDrawRow | undefined> {
  const [row] = await tx.select().from(placeDraws).where(eq(placeDraws.tripId, tripId));
  return row;
}

export async function insertPlaceDraw(tx: Executor, row: typeof placeDraws.$inferInsert): Promise<void> {
  await tx.insert(placeDraws).values(row);
}

export type DrawTripRow = DrawSettings & {
  id: number;
  registrationOpensAt: Date;
  drawSeed: string | null;
  schoolMinimumShare: number | null;
  autoApproveOffers: boolean;
};

const drawTripColumns = {
  id: trips.id,
  fairAllocation: trips.fairAllocation,
  registrationOpensAt: trips.registrationOpensAt,
  allocationWindowDays: trips.allocationWindowDays,
  drawSeed: trips.drawSeed,
  schoolMinimumShare: trips.schoolMinimumShare,
  autoApproveOffers: trips.autoApproveOffers,
};

/** The trip's settings for the draw, or undefined when there is no such trip. */
export async function readDrawTrip(tx: Executor, tripId: number): Promise<DrawTripRow | undefined> {
  const [row] = await tx.select(drawTripColumns).from(trips).where(eq(trips.id, tripId));
  return row;
}

/** Trips that share their places out by a draw not yet made: the draw job looks at these. */
export function tripsAwaitingDraw(tx: Executor): Promise<DrawTripRow[]> {
  return tx
    .select(drawTripColumns)
    .from(trips)
    .where(
      and(
        eq(trips.fairAllocation, true),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(placeDraws)
            .where(eq(placeDraws.tripId, trips.id)),
        ),
      ),
    )
    .orderBy(asc(trips.id));
}

export type DrawCandidate = {
  id: string;
  guardianEmail: string;
  schoolId: number;
  departureId: number | null;
};

/**
 * Pending registrations of the trip not on its waiting list, received before `windowEnd` (those the draw
 * takes) or from it on (`after`: those received while the draw waited for its seed), by arrival.
 */
export function pendingOffList(
  tx: Executor,
  tripId: number,
  windowEnd: Date,
  { after = false, lock = false } = {},
): Promise<DrawCandidate[]> {
  const query = tx
    .select({
      id: travellers.id,
      guardianEmail: travellers.guardianEmail,
      schoolId: travellers.schoolId,
      departureId: schools.departureId,
    })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(
      and(
        eq(travellers.tripId, tripId),
        eq(travellers.status, 'pending'),
        after ? gte(travellers.createdAt, windowEnd) : lt(travellers.createdAt, windowEnd),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(waitingListEntries)
            .where(eq(waitingListEntries.travellerId, travellers.id)),
        ),
      ),
    )
    .orderBy(asc(travellers.createdAt), asc(travellers.id));
  return lock ? query.for('update', { of: travellers }) : query;
}
