import { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { Transaction } from '../db/executor.ts';
import { claimIdempotencyKey, findIdempotencyKey, storeIdempotentAnswer } from './queries/idempotency-keys.ts';
import { HttpError } from './http-error.ts';

/** What an operation answered: replayed as it was to a retry with the same key. */
export type IdempotentAnswer<T> = { statusCode: number; body: T };

export type IdempotencyClaim = {
  /** The operation, e.g. `registration.submit`: one key may be used once per operation. */
  scope: string;
  /** The client's `Idempotency-Key`; without one the operation simply runs. */
  key: string | undefined;
  /** Who is asking (a draft's token hash, a user id): another caller's key never replays. */
  fingerprint: string;
};

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

const keyConflict = () =>
  new HttpError(
    409,
    'IDEMPOTENCY_CONFLICT',
    'This Idempotency-Key belongs to another request; send a new key for a new request',
  );

/**
 * Runs `operation` in one transaction with its key row (docs/product/security.md#retries-and-idempotency).
 * The key is claimed first:
 * a concurrent request with the same key waits on that row (PostgreSQL's unique index) and then replays
 * the answer stored with it. A refusal (any error) rolls the claim back with everything else, so a retry
 * after fixing the cause runs again rather than replaying the refusal.
 */
export async function withIdempotencyKey<T>(
  db: Database,
  claim: IdempotencyClaim,
  operation: (tx: Transaction) => Promise<IdempotentAnswer<T>>,
): Promise<IdempotentAnswer<T>> {
  const { scope, key, fingerprint } = claim;
  if (key === undefined) return db.transaction(operation);
  const id = { scope, key };
  return db.transaction(async (tx) => {
    if (!(await claimIdempotencyKey(tx, { ...id, fingerprint }))) {
      const stored = await findIdempotencyKey(tx, id);
      if (!stored || stored.fingerprint !== fingerprint || stored.statusCode === null) throw keyConflict();
      return { statusCode: stored.statusCode, body: stored.response as T };
    }
    const answer = await operation(tx);
    await storeIdempotentAnswer(tx, id, answer);
    return answer;
  });
}

/** A route's optional `Idempotency-Key` header, for its schema: `what` says what a retry does not repeat. */
export function idempotencyKeyHeaders(what: string) {
  return z.looseObject({
    'idempotency-key': z.string().min(1).max(IDEMPOTENCY_KEY_MAX_LENGTH).optional().describe(what),
  });
}
