import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { twoFactor, user } from '../../db/schema/index.ts';

/** The user's stored (encrypted) TOTP secret, enrolled or being enrolled, or undefined. */
export async function findTotpSecret(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId));
  return row?.secret;
}

/**
 * Marks the 30-second step as used, in one statement: true only for the first claim of a step later than
 * every step claimed before, so two requests with the same code cannot both pass.
 */
export async function claimTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))))
    .returning({ id: twoFactor.id });
  return claimed.length > 0;
}

/** Removes the user's second factor (authenticator and recovery codes): they enrol again at next sign-in. */
export async function removeTwoFactor(db: Executor, userId: string): Promise<void> {
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
}

/** Whether the user has an enrolled authenticator. */
export async function hasTwoFactor(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  return row?.enabled === true;
}
