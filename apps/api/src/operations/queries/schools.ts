import type { School, SchoolForm } from '@voyage/domain';
import { and, count, eq, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { departures, schools, travellers } from '../../db/schema/index.ts';
import { byName } from './collation.ts';

/** An instant as the API writes it everywhere: ISO 8601 in UTC with a `Z`. */
function iso(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

const schoolColumns = {
  id: schools.id,
  tripId: schools.tripId,
  name: schools.name,
  district: schools.district,
  registrationCode: schools.registrationCode,
  contactName: schools.contactName,
  contactEmail: schools.contactEmail,
  departureId: schools.departureId,
  travellerCount: count(travellers.id),
  updatedAt: iso(schools.updatedAt),
};

function selectSchools(db: Executor, where: SQL | undefined) {
  return db
    .select(schoolColumns)
    .from(schools)
    .leftJoin(travellers, and(eq(travellers.schoolId, schools.id), eq(travellers.status, 'approved')))
    .where(where)
    .groupBy(schools.id);
}

/** `api/schools`: every school of the trip with its code and its approved travellers, by name. */
export async function listSchools(db: Executor, tripId: number): Promise<School[]> {
  const rows = await selectSchools(db, eq(schools.tripId, tripId));
  return rows.sort(byName);
}

/** One school as `api/schools` lists it. */
export async function findSchool(db: Executor, schoolId: number): Promise<School | undefined> {
  const [row] = await selectSchools(db, eq(schools.id, schoolId));
  return row;
}

/** The school's editable fields and its trip, locked FOR UPDATE: what a change compares against. */
export async function lockSchool(tx: Executor, schoolId: number) {
  const [row] = await tx
    .select({
      id: schools.id,
      tripId: schools.tripId,
      name: schools.name,
      district: schools.district,
      contactName: schools.contactName,
      contactEmail: schools.contactEmail,
      departureId: schools.departureId,
      updatedAt: schools.updatedAt,
    })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .for('update');
  return row;
}

export async function insertSchool(
  tx: Executor,
  school: SchoolForm & { tripId: number; registrationCode: string },
): Promise<number> {
  const [row] = await tx.insert(schools).values(school).returning({ id: schools.id });
  return row!.id;
}

export async function updateSchool(tx: Executor, schoolId: number, school: SchoolForm, now: Date): Promise<void> {
  await tx
    .update(schools)
    .set({ ...school, updatedAt: now })
    .where(eq(schools.id, schoolId));
}

/** A registration code is unique within its trip: false when another school of the trip has it. */
export async function isRegistrationCodeFree(tx: Executor, tripId: number, code: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.tripId, tripId), eq(schools.registrationCode, code)));
  return row === undefined;
}

export async function setRegistrationCode(tx: Executor, schoolId: number, code: string, now: Date): Promise<void> {
  await tx.update(schools).set({ registrationCode: code, updatedAt: now }).where(eq(schools.id, schoolId));
}

/** Whether this departure belongs to the trip (a school may go only on its own trip's departures). */
export async function isDepartureOfTrip(tx: Executor, tripId: number, departureId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: departures.id })
    .from(departures)
    .where(and(eq(departures.id, departureId), eq(departures.tripId, tripId)));
  return row !== undefined;
}

/** Of these schools, those of the trip. */
export async function schoolIdsOfTrip(tx: Executor, tripId: number, schoolIds: number[]): Promise<number[]> {
  if (schoolIds.length === 0) return [];
  const rows = await tx
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.tripId, tripId), inArray(schools.id, schoolIds)));
  return rows.map((row) => row.id);
}

/** The schools going on a departure, by id. */
export async function schoolIdsOfDeparture(tx: Executor, departureId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.departureId, departureId))
    .orderBy(schools.id);
  return rows.map((row) => row.id);
}

/**
 * The departure takes exactly these schools: those named move onto it (leaving any other departure), those
 * on it and not named leave it.
 */
export async function assignSchoolsToDeparture(
  tx: Executor,
  departureId: number,
  schoolIds: number[],
  now: Date,
): Promise<void> {
  const leaving = and(
    eq(schools.departureId, departureId),
    schoolIds.length > 0 ? notInArray(schools.id, schoolIds) : undefined,
  );
  await tx.update(schools).set({ departureId: null, updatedAt: now }).where(leaving);
  if (schoolIds.length > 0) {
    await tx
      .update(schools)
      .set({ departureId, updatedAt: now })
      .where(and(inArray(schools.id, schoolIds), sql`${schools.departureId} is distinct from ${departureId}`));
  }
}

/** Every school's name, of every trip: names a password must not be made of. */
export async function listSchoolNames(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ name: schools.name }).from(schools);
  return rows.map((row) => row.name);
}
