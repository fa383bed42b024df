import type { Admin, AdminInvitation, Role } from '@voyage/domain';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { accountTokens, staffRoles, user } from '../../db/schema/index.ts';
import type { Executor } from '../../db/executor.ts';
import { departureIdsOf } from './staff-roles.ts';

export type UserSummary = { id: string; name: string; email: string; role: Role; emailVerified: boolean };

const userSummary = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  emailVerified: user.emailVerified,
};

export async function findUserByEmail(db: Executor, email: string): Promise<UserSummary | undefined> {
  const [row] = await db.select(userSummary).from(user).where(eq(user.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserSummary | undefined> {
  const [row] = await db.select(userSummary).from(user).where(eq(user.id, id));
  return row;
}

/** Every administrator, by name. */
export async function listAdmins(db: Database): Promise<Admin[]> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      since: user.createdAt,
      twoFactor: user.twoFactorEnabled,
      role: staffRoles.role,
    })
    .from(user)
    .innerJoin(staffRoles, eq(staffRoles.userId, user.id))
    .where(eq(user.role, 'admin'))
    .orderBy(asc(user.name), asc(user.email));
  const departureIds = await departureIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ twoFactor, ...row }) => ({
    ...row,
    since: row.since.toISOString(),
    twoFactorEnabled: twoFactor === true,
    departureIds: departureIds.get(row.id) ?? [],
  }));
}

/** Invitations not yet accepted, revoked or expired, newest first, with the inviting admin's name. */
export async function listPendingInvitations(db: Database, now: Date): Promise<AdminInvitation[]> {
  const inviter = alias(user, 'inviter');
  const rows = await db
    .select({
      id: accountTokens.id,
      email: accountTokens.email,
      invitedBy: inviter.name,
      role: accountTokens.staffRole,
      departureIds: accountTokens.staffDepartureIds,
      createdAt: accountTokens.createdAt,
      expiresAt: accountTokens.expiresAt,
    })
    .from(accountTokens)
    .leftJoin(inviter, eq(inviter.id, accountTokens.createdByUserId))
    .where(
      and(
        eq(accountTokens.purpose, 'admin-invitation'),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(accountTokens.createdAt), desc(accountTokens.id));
  return rows.map((row) => ({
    ...row,
    role: row.role ?? 'administrator',
    departureIds: row.departureIds ?? [],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** Locks the users' rows (in id order, so two revocations cannot deadlock) and reads their roles. */
export async function lockUsers(tx: Executor, ids: string[]): Promise<Map<string, Role>> {
  const rows = await tx
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(inArray(user.id, [...new Set(ids)]))
    .orderBy(asc(user.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row.role]));
}

/** Staff accounts with the administrator role (docs/product/staff-roles.md). */
export async function countAdmins(tx: Executor): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(user)
    .innerJoin(staffRoles, eq(staffRoles.userId, user.id))
    .where(and(eq(user.role, 'admin'), eq(staffRoles.role, 'administrator')));
  return row?.count ?? 0;
}
