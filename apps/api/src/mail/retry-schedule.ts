/**
 * When a temporary failure (server down, 4xx) is retried: 10 s, 30 s, 1 min, 5 min, then every 15 min, at most 10
 * attempts (about 1 h 45 min in all) before the message is marked failed. Close to pretix's short-first schedule
 * (docs/product/security.md#mail-server-down): a brief outage costs seconds, a long one does not hammer the relay.
 */
export const RETRY_DELAYS_MS = [10_000, 30_000, 60_000, 300_000, 900_000] as const;
export const MAX_ATTEMPTS = 10;
const LAST_DELAY_MS = 900_000;

/** How long a claimed message stays with its worker before another may take it over. */
export const CLAIM_LEASE_MS = 60_000;

/** Delay before the next attempt, given how many attempts have been made so far (1 after the first). */
export function retryDelayMs(attemptsMade: number): number {
  const index = Math.min(Math.max(attemptsMade, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index] ?? LAST_DELAY_MS;
}

/** null = give up (the message becomes failed). */
export function nextAttemptAt(attemptsMade: number, now: Date): Date | null {
  if (attemptsMade >= MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + retryDelayMs(attemptsMade));
}
