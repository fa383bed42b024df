import { isUuid, type StaffGrant } from '@voyage/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { preparedShape } from '../../db/prepared-shapes.ts';
import { departures, schools, staffDepartures, staffRoles, travellers, user } from '../../db/schema/index.ts';
import type { Executor } from '../../db/executor.ts';

/**
 * A staff account's role and an escort's departures (docs/product/staff-roles.md); null: no staff rights. Read
 * on every staff request, so in one prepared statement.
 */
export async function findStaffGrant(db: Executor, userId: string): Promise<StaffGrant | null> {
  const query = preparedShape(db, 'staff_grant', '', (name) =>
    db
      .select({
        role: staffRoles.role,
        departureIds: sql<number[]>`coalesce((select array_agg(${staffDepartures.departureId}
          order by ${staffDepartures.departureId}) from ${staffDepartures}
          where ${staffDepartures.userId} = ${staffRoles.userId}), '{}')`,
      })
      .from(staffRoles)
      .innerJoin(user, eq(user.id, staffRoles.userId))
      .where(and(eq(staffRoles.userId, sql.placeholder('userId')), eq(user.role, 'admin')))
      .prepare(name),
  );
  const [row] = await query.execute({ userId });
  return row ? { role: row.role, departureIds: row.departureIds.map(Number) } : null;
}

/** The escorts' departures of these staff accounts, by account. */
export async function departureIdsOf(db: Executor, userIds: string[]): Promise<Map<string, number[]>> {
  const byUser = new Map<string, number[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: staffDepartures.userId, departureId: staffDepartures.departureId })
    .from(staffDepartures)
    .where(inArray(staffDepartures.userId, userIds))
    .orderBy(asc(staffDepartures.departureId));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.departureId]);
  return byUser;
}

/** Gives the account this role and (an escort) exactly these departures. */
export async function writeStaffGrant(tx: Executor, userId: string, grant: StaffGrant): Promise<void> {
  await tx
    .insert(staffRoles)
    .values({ userId, role: grant.role })
    .onConflictDoUpdate({ target: staffRoles.userId, set: { role: grant.role, updatedAt: new Date() } });
  await tx.delete(staffDepartures).where(eq(staffDepartures.userId, userId));
  if (grant.departureIds.length > 0) {
    await tx.insert(staffDepartures).values(grant.departureIds.map((departureId) => ({ userId, departureId })));
  }
}

/** An account that is no longer staff keeps no role and no departures. */
export async function removeStaffGrant(tx: Executor, userId: string): Promise<void> {
  await tx.delete(staffDepartures).where(eq(staffDepartures.userId, userId));
  await tx.delete(staffRoles).where(eq(staffRoles.userId, userId));
}

/** Of these departure ids, those that exist (a grant naming another is refused). */
export async function existingDepartureIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: departures.id }).from(departures).where(inArray(departures.id, ids));
  return rows.map((row) => row.id);
}

/** The departure of a traveller's school: a number, null (none yet), or undefined (no such traveller). */
export async function travellerDeparture(db: Executor, id: string): Promise<number | null | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ departureId: schools.departureId })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(eq(travellers.id, id));
  return row ? row.departureId : undefined;
}
