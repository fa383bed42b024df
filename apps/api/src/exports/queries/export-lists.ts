import type { LocalizedText } from '@voyage/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schools, trips } from '../../db/schema/index.ts';

/** The trip an export is named after; undefined if there is none. */
export async function findExportTrip(
  db: Database,
  tripId: number,
): Promise<{ id: number; name: LocalizedText; year: number } | undefined> {
  const [row] = await db
    .select({ id: trips.id, name: trips.name, year: trips.year })
    .from(trips)
    .where(eq(trips.id, tripId));
  return row;
}

/** A school of the trip, for its students' export; undefined if the trip has no such school. */
export async function findExportSchool(
  db: Database,
  tripId: number,
  schoolId: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(and(eq(schools.id, schoolId), eq(schools.tripId, tripId)));
  return row;
}
