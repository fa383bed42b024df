import type { Trip, TripSummary } from '@voyage/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { trips } from '../db/schema/index.ts';
import { notFound } from '../lib/http-error.ts';

type TripRow = typeof trips.$inferSelect;

function toTrip(row: TripRow): Trip {
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
    payments: row.paymentPlan,
    bankDetails: row.bankDetails,
    registrationOpensAt: row.registrationOpensAt.toISOString(),
    registrationClosesAt: row.registrationClosesAt.toISOString(),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    consentDeadlineDays: row.consentDeadlineDays,
    capacity: row.capacity,
  };
}

/** Every trip, newest year first. */
export async function listTrips(db: Database): Promise<TripSummary[]> {
  return db
    .select({ id: trips.id, name: trips.name, year: trips.year, active: trips.active })
    .from(trips)
    .orderBy(desc(trips.year), desc(trips.id));
}

export async function findActiveTrip(db: Database): Promise<Trip> {
  const [row] = await db.select().from(trips).where(eq(trips.active, true)).limit(1);
  if (!row) throw notFound('Active trip');
  return toTrip(row);
}

export async function findTrip(db: Database, tripId: number): Promise<Trip> {
  const [row] = await db.select().from(trips).where(eq(trips.id, tripId)).limit(1);
  if (!row) throw notFound('Trip');
  return toTrip(row);
}

/** The trip's price, after checking it exists: what trip-scoped lists need before they read. */
export async function requireTrip(db: Database, tripId: number): Promise<{ id: number; totalPriceCents: number }> {
  const [row] = await db
    .select({ id: trips.id, totalPriceCents: trips.totalPriceCents })
    .from(trips)
    .where(eq(trips.id, tripId))
    .limit(1);
  if (!row) throw notFound('Trip');
  return row;
}
