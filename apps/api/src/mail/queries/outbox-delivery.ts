import { and, asc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { outbox } from '../../db/schema/outbox.ts';

export type ClaimedMessage = typeof outbox.$inferSelect;

/** A claim is identified by the row and the attempt it started; a later claim of the same row does not match. */
type Claim = Pick<ClaimedMessage, 'id' | 'attempts'>;

const isStillClaimed = (claim: Claim) =>
  and(eq(outbox.id, claim.id), eq(outbox.status, 'sending'), eq(outbox.attempts, claim.attempts));

/**
 * Takes one due message: pending and due, or sending with a lapsed claim (its worker died mid-send).
 * `FOR UPDATE SKIP LOCKED` lets several workers, in several processes, claim in parallel without ever
 * taking the same row; the claim is one short statement, committed before the message is sent.
 * The scalar subquery (`= (…)`, not `in (…)`) is evaluated once, so exactly one row is locked.
 */
export async function claimNextMessage(db: Database, now: Date, leaseMs: number): Promise<ClaimedMessage | null> {
  const candidate = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)),
        and(eq(outbox.status, 'sending'), lt(outbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({
      status: 'sending',
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(sql`${outbox.id} = (${candidate})`)
    .returning();
  return row ?? null;
}

/**
 * Delivered. The bodies hold sign-in and account links, which are secrets: once the mail server has
 * the message they are not kept. Returns false if the claim had lapsed and another worker took over.
 */
export async function markSent(db: Database, claim: Claim, now: Date): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null, textBody: '', htmlBody: '' })
    .where(isStillClaimed(claim))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

export async function markForRetry(db: Database, claim: Claim, retryAt: Date, reason: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: retryAt, lockedUntil: null, lastError: reason })
    .where(isStillClaimed(claim));
}

export async function markFailed(db: Database, claim: Claim, now: Date, reason: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'failed', failedAt: now, lockedUntil: null, lastError: reason })
    .where(isStillClaimed(claim));
}

/** Pending messages written since `since`, oldest first: what a worker with no mail server reports. */
export function pendingSince(db: Database, since: Date, limit: number) {
  return db
    .select({ id: outbox.id, template: outbox.template, createdAt: outbox.createdAt, textBody: outbox.textBody })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), gte(outbox.createdAt, since)))
    .orderBy(asc(outbox.createdAt))
    .limit(limit);
}
