import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export type IdempotencyKeyId = { scope: string; key: string };
export type StoredAnswer = { fingerprint: string; statusCode: number | null; response: unknown };

const isKey = ({ scope, key }: IdempotencyKeyId) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/**
 * Inserts the key's row unless it exists: true when this call claimed it. A concurrent claim of the
 * same key waits on the unique index until the other transaction ends.
 */
export async function claimIdempotencyKey(
  tx: Executor,
  claim: IdempotencyKeyId & { fingerprint: string },
): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findIdempotencyKey(tx: Executor, id: IdempotencyKeyId): Promise<StoredAnswer | undefined> {
  const [stored] = await tx.select().from(idempotencyKeys).where(isKey(id));
  return stored;
}

/** Keeps the answer with the key, for a retry to replay. */
export async function storeIdempotentAnswer(
  tx: Executor,
  id: IdempotencyKeyId,
  answer: { statusCode: number; body: unknown },
): Promise<void> {
  await tx.update(idempotencyKeys).set({ statusCode: answer.statusCode, response: answer.body }).where(isKey(id));
}
