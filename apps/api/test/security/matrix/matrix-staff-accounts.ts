import type { StaffRole } from '@voyage/domain';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../../src/db/database.ts';
import { departures, schools } from '../../../src/db/schema/index.ts';
import { writeStaffGrant } from '../../../src/accounts/queries/staff-roles.ts';
import { createPasswordUser } from '../../../src/db/seed/seed-admin.ts';
import { uniqueEmail } from '../account-links.ts';

/**
 * The staff roles the route-by-role matrix calls as besides the administrator (docs/product/staff-roles.md):
 * finance, the health lead, read-only staff, an escort of the departure the matrix's records travel on
 * (`escortA`) and an escort of another departure of the same trip (`escortB`, for whom those records are of
 * another departure: 404).
 */
export const STAFF_MATRIX_ROLES = ['finance', 'health', 'readonly', 'escortA', 'escortB'] as const;
export type StaffMatrixRole = (typeof STAFF_MATRIX_ROLES)[number];

/** The domain's role of each matrix role. */
export const DOMAIN_ROLE: Record<StaffMatrixRole, StaffRole> = {
  finance: 'finance',
  health: 'health',
  readonly: 'readonly',
  escortA: 'escort',
  escortB: 'escort',
};

export type StaffAccount = { email: string; password: string };
const STAFF_PASSWORD = 'a staff password for the matrix';

export type MatrixDepartures = { own: number; other: number; otherSchoolId: number };

/** The departure of a school (escort A's), and another departure of the trip with a school of its own (escort B's). */
export async function matrixDepartures(db: Database, tripId: number, schoolId: number): Promise<MatrixDepartures> {
  const [school] = await db
    .select({ departureId: schools.departureId })
    .from(schools)
    .where(and(eq(schools.id, schoolId), isNotNull(schools.departureId)));
  if (!school?.departureId) throw new Error("guardian A's traveller's school travels on no departure");
  const [other] = await db
    .select({ id: departures.id, schoolId: schools.id })
    .from(departures)
    .innerJoin(schools, eq(schools.departureId, departures.id))
    .where(and(eq(departures.tripId, tripId), ne(departures.id, school.departureId)))
    .limit(1);
  if (!other) throw new Error('the seeded trip has no second departure with a school');
  return { own: school.departureId, other: other.id, otherSchoolId: other.schoolId };
}

/** Staff accounts of each role, escorts tied to their departure; their addresses are removed with the run's. */
export async function staffAccounts(
  db: Database,
  departuresOf: MatrixDepartures,
): Promise<Record<StaffMatrixRole, StaffAccount>> {
  const accounts = {} as Record<StaffMatrixRole, StaffAccount>;
  for (const role of STAFF_MATRIX_ROLES) {
    const email = uniqueEmail(role.toLowerCase());
    const staffRole = DOMAIN_ROLE[role];
    const userId = await createPasswordUser(db, {
      email,
      password: STAFF_PASSWORD,
      name: `Matrix ${role}`,
      role: 'admin',
      staffRole,
    });
    if (role === 'escortA') await writeStaffGrant(db, userId, { role: staffRole, departureIds: [departuresOf.own] });
    if (role === 'escortB') await writeStaffGrant(db, userId, { role: staffRole, departureIds: [departuresOf.other] });
    accounts[role] = { email, password: STAFF_PASSWORD };
  }
  return accounts;
}
