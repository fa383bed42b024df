import type { LocalizedText, Locale, WaitingEntryRow } from '@voyage/domain';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { departures, schools, travellers, trips, waitingListEntries } from '../../db/schema/index.ts';
import { reachedByGuardian } from '../../travellers/queries/guardian-access.ts';

const entryColumns = {
  travellerId: waitingListEntries.travellerId,
  siblingGroup: waitingListEntries.siblingGroup,
  position: waitingListEntries.position,
  joinedAt: waitingListEntries.joinedAt,
  state: waitingListEntries.state,
  offeredAt: waitingListEntries.offeredAt,
  expiresAt: waitingListEntries.expiresAt,
  outOfTurnReason: waitingListEntries.outOfTurnReason,
  answeredAt: waitingListEntries.answeredAt,
};

/** The trip's whole list, by position. */
export function readWaitingList(tx: Executor, tripId: number): Promise<WaitingEntryRow[]> {
  return tx
    .select(entryColumns)
    .from(waitingListEntries)
    .where(eq(waitingListEntries.tripId, tripId))
    .orderBy(asc(waitingListEntries.position));
}

/**
 * A registration joins the end of its trip's list (the trip's places locked by the caller); the draw also
 * writes the places it gives as accepted entries, in the drawn order.
 */
export async function insertWaitingEntry(
  tx: Executor,
  entry: {
    travellerId: string;
    tripId: number;
    siblingGroup: string;
    joinedAt: Date;
    state?: 'waiting' | 'accepted';
    answeredAt?: Date;
  },
): Promise<number> {
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${waitingListEntries.position}), 0)`.mapWith(Number) })
    .from(waitingListEntries)
    .where(eq(waitingListEntries.tripId, entry.tripId));
  const position = (last?.position ?? 0) + 1;
  await tx.insert(waitingListEntries).values({ ...entry, position });
  return position;
}

/** How many of the trip's registrations are waiting and how many hold an open offer. */
export async function countWaitingList(tx: Executor, tripId: number): Promise<{ waiting: number; offered: number }> {
  const [row] = await tx
    .select({
      waiting: sql<number>`count(*) filter (where ${waitingListEntries.state} = 'waiting')`.mapWith(Number),
      offered: sql<number>`count(*) filter (where ${waitingListEntries.state} = 'offered')`.mapWith(Number),
    })
    .from(waitingListEntries)
    .where(eq(waitingListEntries.tripId, tripId));
  return row ?? { waiting: 0, offered: 0 };
}

/**
 * Places held off the count of approved travellers: accepted offers whose registration is still pending
 * review. With open offers, they keep a freed place from being offered twice.
 */
export async function countAcceptedPending(tx: Executor, tripId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(waitingListEntries)
    .innerJoin(travellers, eq(travellers.id, waitingListEntries.travellerId))
    .where(
      and(
        eq(waitingListEntries.tripId, tripId),
        eq(waitingListEntries.state, 'accepted'),
        eq(travellers.status, 'pending'),
      ),
    );
  return row?.count ?? 0;
}

/** Sibling groups (guardian e-mails) with a traveller approved on the trip: their waiting children go first. */
export async function placedSiblingGroups(tx: Executor, tripId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ group: travellers.guardianEmail })
    .from(travellers)
    .where(and(eq(travellers.tripId, tripId), eq(travellers.status, 'approved')));
  return rows.map((row) => row.group);
}

export type OfferSettingsRow = {
  waitingListOfferDays: number;
  keepSiblingsTogether: boolean;
  autoApproveOffers: boolean;
  title: LocalizedText;
};

export async function readOfferSettings(tx: Executor, tripId: number): Promise<OfferSettingsRow> {
  const [row] = await tx
    .select({
      waitingListOfferDays: trips.waitingListOfferDays,
      keepSiblingsTogether: trips.keepSiblingsTogether,
      autoApproveOffers: trips.autoApproveOffers,
      title: trips.title,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  if (!row) throw new Error(`trip ${tripId} not found`);
  return row;
}

/** An entry moves to a new state; `from` guards against a change made meanwhile. Returns whether it moved. */
export async function moveWaitingEntry(
  tx: Executor,
  travellerId: string,
  from: readonly WaitingEntryRow['state'][],
  change: Partial<typeof waitingListEntries.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(waitingListEntries)
    .set(change)
    .where(and(eq(waitingListEntries.travellerId, travellerId), inArray(waitingListEntries.state, [...from])))
    .returning({ travellerId: waitingListEntries.travellerId });
  return rows.length > 0;
}

/** Offers past their deadline, lapsed at it; returns whose. */
export async function expireLapsedOffers(tx: Executor, tripId: number, now: Date): Promise<string[]> {
  const rows = await tx
    .update(waitingListEntries)
    .set({ state: 'expired', answeredAt: sql`${waitingListEntries.expiresAt}` })
    .where(
      and(
        eq(waitingListEntries.tripId, tripId),
        eq(waitingListEntries.state, 'offered'),
        lte(waitingListEntries.expiresAt, now),
      ),
    )
    .returning({ travellerId: waitingListEntries.travellerId });
  return rows.map((row) => row.travellerId);
}

/** Trips with someone waiting or an open offer: the offer job looks at these. */
export async function tripsWithOpenList(tx: Executor): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ tripId: waitingListEntries.tripId })
    .from(waitingListEntries)
    .where(inArray(waitingListEntries.state, ['waiting', 'offered']))
    .orderBy(asc(waitingListEntries.tripId));
  return rows.map((row) => row.tripId);
}

export type WaitingTraveller = {
  id: string;
  firstName: string;
  lastName: string;
  guardianEmail: string;
  language: Locale;
  status: string;
  schoolName: string;
  /** The school's departure, if it has one. */
  departureLabel: LocalizedText | null;
};

/** Who the e-mails and the staff list name. */
export function waitingTravellers(tx: Executor, travellerIds: readonly string[]): Promise<WaitingTraveller[]> {
  if (travellerIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: travellers.id,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      guardianEmail: travellers.guardianEmail,
      language: travellers.language,
      status: travellers.status,
      schoolName: schools.name,
      departureLabel: departures.label,
    })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .leftJoin(departures, eq(departures.id, schools.departureId))
    .where(inArray(travellers.id, [...travellerIds]));
}

/** The signed-in guardian's registrations on a list, with their trip (ownership is part of the query). */
export function myWaitingEntries(
  tx: Executor,
  guardianUserId: string,
): Promise<(WaitingEntryRow & { tripId: number })[]> {
  return tx
    .select({ ...entryColumns, tripId: waitingListEntries.tripId })
    .from(waitingListEntries)
    .innerJoin(travellers, eq(travellers.id, waitingListEntries.travellerId))
    .where(reachedByGuardian(guardianUserId))
    .orderBy(asc(waitingListEntries.tripId), asc(waitingListEntries.position));
}

/**
 * Each entry of the trip's list with its departure (its school's; null without one) and whether it holds a
 * place: an open offer, or an accepted one still in review.
 */
export async function entriesWithDeparture(
  tx: Executor,
  tripId: number,
): Promise<{ travellerId: string; departureId: number | null; holds: boolean }[]> {
  return tx
    .select({
      travellerId: waitingListEntries.travellerId,
      departureId: schools.departureId,
      holds: sql<boolean>`(${waitingListEntries.state} = 'offered' or (${waitingListEntries.state} = 'accepted' and ${travellers.status} = 'pending'))`,
    })
    .from(waitingListEntries)
    .innerJoin(travellers, eq(travellers.id, waitingListEntries.travellerId))
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(eq(waitingListEntries.tripId, tripId));
}

/** The trip of a registration's entry, read before any lock (an entry never changes trip). */
export async function tripOfEntry(tx: Executor, travellerId: string): Promise<{ tripId: number } | undefined> {
  const [row] = await tx
    .select({ tripId: waitingListEntries.tripId })
    .from(waitingListEntries)
    .where(eq(waitingListEntries.travellerId, travellerId));
  return row;
}

/** The dashboard's waiting-list counts: offered and waiting per departure (`null`: no departure yet). */
export function waitingCountsByDeparture(
  tx: Executor,
  tripId: number,
): Promise<{ departureId: number | null; offered: number; waiting: number }[]> {
  return tx
    .select({
      departureId: schools.departureId,
      offered: sql<number>`count(*) filter (where ${waitingListEntries.state} = 'offered')`.mapWith(Number),
      waiting: sql<number>`count(*) filter (where ${waitingListEntries.state} = 'waiting')`.mapWith(Number),
    })
    .from(waitingListEntries)
    .innerJoin(travellers, eq(travellers.id, waitingListEntries.travellerId))
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(eq(waitingListEntries.tripId, tripId))
    .groupBy(schools.departureId);
}
