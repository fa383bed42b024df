import { ApiRequestError } from './api-client.ts';

/**
 * A random UUID for one submission attempt. `crypto.randomUUID` exists only on HTTPS and localhost,
 * so a school's plain-HTTP test server gets one built from `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a retry is the same attempt (so it keeps its key and can only get the first answer): the
 * answer never arrived, the first attempt is still being processed, or the server failed. A clear
 * refusal (no document yet) is settled: the next try is a new attempt with a new key.
 */
export function isSameAttemptOnRetry(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.body.code === 'IDEMPOTENCY_CONFLICT' || error.status >= 500;
}
