import type { School } from '@voyage/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { schools, travellers } from '../db/schema/index.ts';
import { byName } from './collation.ts';

/** `api/schools`: every school of the trip with its code and its approved travellers, by name. */
export async function listSchools(db: Database, tripId: number): Promise<School[]> {
  const rows = await db
    .select({
      id: schools.id,
      tripId: schools.tripId,
      name: schools.name,
      district: schools.district,
      registrationCode: schools.registrationCode,
      departureId: schools.departureId,
      travellerCount: count(travellers.id),
    })
    .from(schools)
    .leftJoin(travellers, and(eq(travellers.schoolId, schools.id), eq(travellers.status, 'approved')))
    .where(eq(schools.tripId, tripId))
    .groupBy(schools.id);
  return rows.sort(byName);
}

/** Every school's name, of every trip: names a password must not be made of. */
export async function listSchoolNames(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ name: schools.name }).from(schools);
  return rows.map((row) => row.name);
}
