import { HEALTH_SECTIONS, type HealthSection, type LocalizedText, type Locale } from '@voyage/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { auditLog, departures, healthRecords, schools, travellers, trips } from '../../db/schema/index.ts';

/**
 * The health records on the dashboard (docs/product/health.md#dashboard), read from what is stored without
 * opening a sealed text: a record is complete when its five sections and the consent are saved.
 */
const isComplete = sql<boolean>`(${healthRecords.allergies} is not null and ${healthRecords.medicines} is not null
  and ${healthRecords.diet} is not null and ${healthRecords.conditions} is not null
  and ${healthRecords.contacts} is not null and ${healthRecords.consentGivenAt} is not null)`;

/** The last reminder e-mail about a traveller's record (its audit row). */
const lastReminderAt = sql<Date | string | null>`(select max(${auditLog.at}) from ${auditLog}
  where ${auditLog.entityType} = 'traveller' and ${auditLog.entityId} = ${travellers.id}::text
  and ${auditLog.action} = 'health.reminder-sent')`;

export type HealthCountRow = { departureId: number | null; complete: number; missing: number };

/** Approved travellers of the trip, complete and not, by their school's departure. */
export async function healthCountsByDeparture(db: Executor, tripId: number): Promise<HealthCountRow[]> {
  const rows = await db
    .select({
      departureId: schools.departureId,
      complete: sql<number>`count(*) filter (where ${isComplete} is true)`.mapWith(Number),
      missing: sql<number>`count(*) filter (where ${isComplete} is not true)`.mapWith(Number),
    })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .leftJoin(healthRecords, eq(healthRecords.travellerId, travellers.id))
    .where(and(eq(travellers.tripId, tripId), eq(travellers.status, 'approved')))
    .groupBy(schools.departureId);
  return rows.map((row) => ({ ...row, departureId: row.departureId === null ? null : Number(row.departureId) }));
}

export function tripDepartures(
  db: Executor,
  tripId: number,
): Promise<{ id: number; label: LocalizedText; outboundDate: string }[]> {
  return db
    .select({ id: departures.id, label: departures.label, outboundDate: departures.outboundDate })
    .from(departures)
    .where(eq(departures.tripId, tripId))
    .orderBy(asc(departures.outboundDate), asc(departures.id));
}

export type MissingHealthTraveller = {
  travellerId: string;
  tripId: number;
  firstName: string;
  lastName: string;
  departureId: number | null;
  guardianName: string;
  guardianEmail: string;
  language: Locale;
  tripTitle: LocalizedText;
  missing: HealthSection[];
  lastReminderAt: Date | null;
};

const missingColumns = {
  travellerId: travellers.id,
  tripId: travellers.tripId,
  firstName: travellers.firstName,
  lastName: travellers.lastName,
  departureId: schools.departureId,
  guardianName: travellers.guardianName,
  guardianEmail: travellers.guardianEmail,
  language: travellers.language,
  tripTitle: trips.title,
  allergies: sql<boolean>`${healthRecords.allergies} is not null`,
  medicines: sql<boolean>`${healthRecords.medicines} is not null`,
  diet: sql<boolean>`${healthRecords.diet} is not null`,
  conditions: sql<boolean>`${healthRecords.conditions} is not null`,
  contacts: sql<boolean>`${healthRecords.contacts} is not null`,
  consent: sql<boolean>`${healthRecords.consentGivenAt} is not null`,
  lastReminderAt,
};

/** Approved travellers whose record is not complete, by name, with what is missing and the last reminder. */
async function selectMissing(db: Executor, where: SQL | undefined): Promise<MissingHealthTraveller[]> {
  const rows = await db
    .select(missingColumns)
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .leftJoin(healthRecords, eq(healthRecords.travellerId, travellers.id))
    .where(and(eq(travellers.status, 'approved'), sql`${isComplete} is not true`, where))
    .orderBy(asc(travellers.lastName), asc(travellers.firstName), asc(travellers.id));
  return rows.map((row) => ({
    travellerId: row.travellerId,
    tripId: row.tripId,
    firstName: row.firstName,
    lastName: row.lastName,
    departureId: row.departureId === null ? null : Number(row.departureId),
    guardianName: row.guardianName,
    guardianEmail: row.guardianEmail,
    language: row.language,
    tripTitle: row.tripTitle,
    missing: HEALTH_SECTIONS.filter((section) => row[section] !== true),
    lastReminderAt: row.lastReminderAt === null ? null : new Date(row.lastReminderAt),
  }));
}

/** The trip's travellers still missing something, or one departure's. */
export function missingHealthTravellers(
  db: Executor,
  tripId: number,
  departureId?: number,
): Promise<MissingHealthTraveller[]> {
  return selectMissing(
    db,
    and(eq(travellers.tripId, tripId), departureId === undefined ? undefined : eq(schools.departureId, departureId)),
  );
}

/** One traveller, if approved and missing something; its row locked until the transaction ends. */
export async function lockMissingHealthTraveller(
  tx: Executor,
  travellerId: string,
): Promise<MissingHealthTraveller | undefined> {
  await tx.execute(sql`select 1 from ${travellers} where ${travellers.id} = ${travellerId} for update`);
  const [row] = await selectMissing(tx, eq(travellers.id, travellerId));
  return row;
}

/** Whether the departure is one of the trip's. */
export async function isTripDeparture(db: Executor, tripId: number, departureId: number): Promise<boolean> {
  const rows = await db
    .select({ id: departures.id })
    .from(departures)
    .where(and(eq(departures.id, departureId), eq(departures.tripId, tripId)));
  return rows.length > 0;
}
