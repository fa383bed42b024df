import type { AccountTokenPurpose } from '@voyage/domain';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { accountTokens, travellers, user } from '../db/schema/index.ts';
import type { Executor } from '../db/executor.ts';

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

/** Revokes the unused links matching `where`: a new link replaces the previous ones. */
export async function revokeUnusedAccountTokens(tx: Executor, where: SQL | undefined, now: Date): Promise<number> {
  const rows = await tx
    .update(accountTokens)
    .set({ revokedAt: now })
    .where(and(where, isNull(accountTokens.usedAt), isNull(accountTokens.revokedAt)))
    .returning({ id: accountTokens.id });
  return rows.length;
}
