import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { healthAddenda, schools, travellers } from '../../db/schema/index.ts';
import { findItemTravellerId, lockItem, type ReviewItemTable } from '../../review-kernel/queries/review-items.ts';

/** The stored addendum: its text and note sealed (docs/product/health.md#changes-after-the-freeze). */
export type AddendumRow = typeof healthAddenda.$inferSelect;

const addendumItems: ReviewItemTable = {
  table: healthAddenda,
  id: healthAddenda.id,
  travellerId: healthAddenda.travellerId,
};

export async function insertAddendum(
  tx: Executor,
  values: Pick<AddendumRow, 'travellerId' | 'section' | 'text' | 'sentBy' | 'sentByName' | 'sentAt'>,
): Promise<string> {
  const [row] = await tx.insert(healthAddenda).values(values).returning({ id: healthAddenda.id });
  return row!.id;
}

/** A traveller's addenda, the newest first. */
export function addendaOf(db: Executor, travellerId: string): Promise<AddendumRow[]> {
  return db
    .select()
    .from(healthAddenda)
    .where(eq(healthAddenda.travellerId, travellerId))
    .orderBy(desc(healthAddenda.sentAt), desc(healthAddenda.id));
}

/** The addenda of several travellers (the family's data export). */
export function addendaRowsOf(db: Executor, travellerIds: string[]): Promise<AddendumRow[]> {
  if (travellerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(healthAddenda)
    .where(inArray(healthAddenda.travellerId, travellerIds))
    .orderBy(asc(healthAddenda.sentAt));
}

export async function findAddendum(db: Executor, id: string): Promise<AddendumRow | undefined> {
  const [row] = await db.select().from(healthAddenda).where(eq(healthAddenda.id, id));
  return row;
}

export function findAddendumTravellerId(tx: Executor, id: string): Promise<string | undefined> {
  return findItemTravellerId(tx, addendumItems, id);
}

export type LockedAddendum = Pick<AddendumRow, 'id' | 'travellerId' | 'status' | 'section'>;

/** An addendum locked FOR UPDATE; undefined when there is none or its traveller is deleted. */
export function lockAddendum(tx: Executor, id: string): Promise<LockedAddendum | undefined> {
  return lockItem<LockedAddendum>(tx, addendumItems, id, {
    id: healthAddenda.id,
    travellerId: healthAddenda.travellerId,
    status: healthAddenda.status,
    section: healthAddenda.section,
  });
}

export async function acknowledgeAddendumRow(
  tx: Executor,
  id: string,
  change: { by: string; byName: string; at: Date; note: string },
): Promise<void> {
  await tx
    .update(healthAddenda)
    .set({
      status: 'acknowledged',
      acknowledgedBy: change.by,
      acknowledgedByName: change.byName,
      acknowledgedAt: change.at,
      note: change.note,
    })
    .where(eq(healthAddenda.id, id));
}

/** The trip's addenda in one status, oldest first, with whose they are (not deleted registrations). */
export function tripAddenda(db: Database, tripId: number, status: AddendumRow['status']) {
  return db
    .select({
      id: healthAddenda.id,
      travellerId: healthAddenda.travellerId,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      departureId: schools.departureId,
      section: healthAddenda.section,
      status: healthAddenda.status,
      sentAt: healthAddenda.sentAt,
      sentByName: healthAddenda.sentByName,
    })
    .from(healthAddenda)
    .innerJoin(travellers, eq(travellers.id, healthAddenda.travellerId))
    .leftJoin(schools, eq(schools.id, travellers.schoolId))
    .where(and(eq(travellers.tripId, tripId), ne(travellers.status, 'deleted'), eq(healthAddenda.status, status)))
    .orderBy(asc(healthAddenda.sentAt), asc(healthAddenda.id));
}

/**
 * How many addenda wait for the health lead on the trip, by departure (`null`: a school with no departure
 * yet); departures with none are left out. For the dashboard (docs/product/health.md#changes-after-the-freeze).
 */
export async function addendaWaitingByDeparture(db: Executor, tripId: number): Promise<Map<number | null, number>> {
  const rows = await db
    .select({ departureId: schools.departureId, waiting: count() })
    .from(healthAddenda)
    .innerJoin(travellers, eq(travellers.id, healthAddenda.travellerId))
    .leftJoin(schools, eq(schools.id, travellers.schoolId))
    .where(and(eq(travellers.tripId, tripId), ne(travellers.status, 'deleted'), eq(healthAddenda.status, 'waiting')))
    .groupBy(schools.departureId);
  return new Map(rows.map((row) => [row.departureId, Number(row.waiting)]));
}

/** The retention after the trip (with the health records): the trip's addenda go. Returns how many. */
export async function deleteTripHealthAddenda(tx: Executor, tripId: number): Promise<number> {
  const deleted = await tx
    .delete(healthAddenda)
    .where(
      inArray(
        healthAddenda.travellerId,
        sql`(select ${travellers.id} from ${travellers} where ${travellers.tripId} = ${tripId})`,
      ),
    )
    .returning({ id: healthAddenda.id });
  return deleted.length;
}

/** Every addendum, locked until the transaction ends (the key rotation). */
export function lockAllAddenda(tx: Executor): Promise<AddendumRow[]> {
  return tx.select().from(healthAddenda).for('update');
}

/** Writes an addendum's text and note sealed anew under another key (the key rotation). */
export async function rewriteAddendumTexts(tx: Executor, id: string, texts: { text: string; note: string }) {
  await tx.update(healthAddenda).set(texts).where(eq(healthAddenda.id, id));
}
