import type { AccountTokenPurpose, StaffRole } from '@voyage/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { accountTokens, travellers, user } from '../../db/schema/index.ts';
import type { Executor } from '../../db/executor.ts';

export type AccountTokenRow = typeof accountTokens.$inferSelect & {
  travellerName: string | null;
  guardianName: string | null;
  accountExists: boolean;
};

/** The token with this digest, its traveller's name and whether its e-mail already has an account. */
export async function findAccountToken(db: Executor, tokenHash: string): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .select({
      token: accountTokens,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      guardianName: travellers.guardianName,
      userId: user.id,
    })
    .from(accountTokens)
    .leftJoin(travellers, eq(travellers.id, accountTokens.travellerId))
    .leftJoin(user, eq(user.email, accountTokens.email))
    .where(eq(accountTokens.tokenHash, tokenHash));
  if (!row) return undefined;
  const travellerName = row.firstName && row.lastName ? `${row.firstName} ${row.lastName}` : null;
  return { ...row.token, travellerName, guardianName: row.guardianName, accountExists: row.userId !== null };
}

export type NewAccountToken = {
  purpose: AccountTokenPurpose;
  email: string;
  tokenHash: string;
  travellerId?: string | null;
  createdByUserId?: string | null;
  expiresAt: Date;
  staffRole?: StaffRole | null;
  staffDepartureIds?: number[] | null;
};

export async function insertAccountToken(tx: Executor, token: NewAccountToken): Promise<{ id: string }> {
  const [row] = await tx.insert(accountTokens).values(token).returning({ id: accountTokens.id });
  if (!row) throw new Error('account_token insert returned no row');
  return row;
}

/** Marks the token used unless someone else just did (or it was revoked): true when this call won. */
export async function markAccountTokenUsed(tx: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt), isNull(accountTokens.revokedAt)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

/** Which links to revoke: one by id, or a purpose's links for a traveller or for an e-mail. */
export type AccountTokenMatch =
  | { id: string }
  | { purpose: AccountTokenPurpose; travellerId: string }
  | { purpose: AccountTokenPurpose; email: string };

function matching(match: AccountTokenMatch) {
  if ('id' in match) return eq(accountTokens.id, match.id);
  const owner =
    'travellerId' in match ? eq(accountTokens.travellerId, match.travellerId) : eq(accountTokens.email, match.email);
  return and(eq(accountTokens.purpose, match.purpose), owner);
}

/** Revokes the unused links matching `match`: a new link replaces the previous ones. */
export async function revokeUnusedAccountTokens(tx: Executor, match: AccountTokenMatch, now: Date): Promise<number> {
  const rows = await tx
    .update(accountTokens)
    .set({ revokedAt: now })
    .where(and(matching(match), isNull(accountTokens.usedAt), isNull(accountTokens.revokedAt)))
    .returning({ id: accountTokens.id });
  return rows.length;
}

/** An admin invitation, its row locked for the rest of the transaction. */
export async function lockAdminInvitation(
  tx: Executor,
  id: string,
): Promise<{ usedAt: Date | null; revokedAt: Date | null } | undefined> {
  const [row] = await tx
    .select({ usedAt: accountTokens.usedAt, revokedAt: accountTokens.revokedAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.id, id), eq(accountTokens.purpose, 'admin-invitation')))
    .for('update');
  return row;
}
