import type { Trip, TripContent, TripSummary } from '@voyage/domain';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { preparedShape } from '../../db/prepared-shapes.ts';
import { tripRevisions, trips } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';

export type TripRow = typeof trips.$inferSelect;
export type NewTripRow = typeof trips.$inferInsert;

export function toTrip(row: TripRow): Trip {
  return {
    id: row.id,
    name: row.name,
    year: row.year,
    active: row.active,
    title: row.title,
    intro: row.intro,
    missions: row.missions,
    package: row.package,
    schedule: row.schedule,
    usefulInfo: row.usefulInfo,
    documents: row.documents,
    totalPriceCents: row.totalPriceCents,
    secondChildPriceCents: row.secondChildPriceCents,
    laterChildPriceCents: row.laterChildPriceCents,
    payments: row.paymentPlan,
    bankDetails: row.bankDetails,
    cancellationSchedule: row.cancellationSchedule,
    registrationOpensAt: row.registrationOpensAt.toISOString(),
    registrationClosesAt: row.registrationClosesAt.toISOString(),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    consentDeadlineDays: row.consentDeadlineDays,
    paymentGraceDays: row.paymentGraceDays,
    idRetentionDays: row.idRetentionDays,
    healthFreezeDays: row.healthFreezeDays,
    correctionsFreezeDays: row.correctionsFreezeDays,
    capacity: row.capacity,
    waitingListOfferDays: row.waitingListOfferDays,
    autoApproveOffers: row.autoApproveOffers,
    keepSiblingsTogether: row.keepSiblingsTogether,
    fairAllocation: row.fairAllocation,
    allocationWindowDays: row.allocationWindowDays,
    schoolMinimumShare: row.schoolMinimumShare,
    drawSeed: row.drawSeed,
    instituteEmergencyPhone: row.instituteEmergencyPhone,
    insurerName: row.insurerName,
    insurerEmergencyPhone: row.insurerEmergencyPhone,
    insurancePolicyNumber: row.insurancePolicyNumber,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every trip, newest year first. */
export async function listTrips(db: Database): Promise<TripSummary[]> {
  return db
    .select({ id: trips.id, name: trips.name, year: trips.year, active: trips.active })
    .from(trips)
    .orderBy(desc(trips.year), desc(trips.id));
}

/** The active trip, or null while none is. */
export async function activeTripOrNull(db: Database): Promise<Trip | null> {
  const [row] = await db.select().from(trips).where(eq(trips.active, true)).limit(1);
  return row ? toTrip(row) : null;
}

export async function findActiveTrip(db: Database): Promise<Trip> {
  const trip = await activeTripOrNull(db);
  if (!trip) throw notFound('Active trip');
  return trip;
}

/** One trip, or null when there is no such trip. */
export async function tripOrNull(db: Executor, tripId: number): Promise<Trip | null> {
  const [row] = await db.select().from(trips).where(eq(trips.id, tripId)).limit(1);
  return row ? toTrip(row) : null;
}

export async function findTrip(db: Executor, tripId: number): Promise<Trip> {
  const trip = await tripOrNull(db, tripId);
  if (!trip) throw notFound('Trip');
  return trip;
}

/**
 * The trip's price and revision (db/trip-revision.ts), after checking it exists: what trip-scoped lists and the
 * dashboard need before they read, in one statement.
 */
export async function requireTrip(
  db: Database,
  tripId: number,
): Promise<{ id: number; totalPriceCents: number; revision: number }> {
  const query = preparedShape(db, 'trip_price_revision', '', (name) =>
    db
      .select({
        id: trips.id,
        totalPriceCents: trips.totalPriceCents,
        revision: sql<number>`coalesce(${tripRevisions.revision}, 0)`.mapWith(Number),
      })
      .from(trips)
      .leftJoin(tripRevisions, eq(tripRevisions.tripId, trips.id))
      .where(eq(trips.id, sql.placeholder('tripId')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ tripId });
  if (!row) throw notFound('Trip');
  return row;
}

/** The trip's row, locked until the transaction ends: what an edit compares and changes. */
export async function findTripRowForUpdate(tx: Executor, tripId: number): Promise<TripRow | undefined> {
  const [row] = await tx.select().from(trips).where(eq(trips.id, tripId)).for('update');
  return row;
}

/**
 * Serialises the checks of a trip's name and year against the others (a new trip, a renamed one), so two at
 * once cannot both find the name free and one fail on the unique index.
 */
export async function lockTripNames(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('trip-names'))`);
}

/** Another trip already has this English name in this year (names are unique per year). */
export async function isTripNameTaken(tx: Executor, nameEn: string, year: number, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: trips.id })
    .from(trips)
    .where(
      and(sql`${trips.name}->>'en' = ${nameEn}`, eq(trips.year, year), exceptId ? ne(trips.id, exceptId) : undefined),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertTrip(tx: Executor, values: NewTripRow): Promise<TripRow> {
  const [row] = await tx.insert(trips).values(values).returning();
  return row!;
}

/** Writes the fields given; the payment plan is stored as `payment_plan`. */
export async function updateTrip(tx: Executor, tripId: number, changes: Partial<TripContent>, now: Date) {
  const { payments, registrationOpensAt, registrationClosesAt, ...rest } = changes;
  const [row] = await tx
    .update(trips)
    .set({
      ...rest,
      ...(payments !== undefined ? { paymentPlan: payments } : {}),
      ...(registrationOpensAt !== undefined ? { registrationOpensAt: new Date(registrationOpensAt) } : {}),
      ...(registrationClosesAt !== undefined ? { registrationClosesAt: new Date(registrationClosesAt) } : {}),
      updatedAt: now,
    })
    .where(eq(trips.id, tripId))
    .returning();
  return row!;
}

/**
 * Locks every trip row, in id order so two switches queue rather than deadlock: while one switch of the
 * active trip runs, the other waits (docs/product/trips.md#the-active-trip).
 */
export async function lockAllTrips(tx: Executor): Promise<{ id: number; active: boolean }[]> {
  return tx.select({ id: trips.id, active: trips.active }).from(trips).orderBy(asc(trips.id)).for('update');
}

/**
 * Makes `tripId` the one active trip. Two statements: the unique index on the active flag is checked row by
 * row, so the old trip is switched off before the new one is switched on.
 */
export async function makeTripActive(tx: Executor, tripId: number, now: Date): Promise<void> {
  await tx
    .update(trips)
    .set({ active: false, updatedAt: now })
    .where(and(eq(trips.active, true), ne(trips.id, tripId)));
  await tx.update(trips).set({ active: true, updatedAt: now }).where(eq(trips.id, tripId));
}
