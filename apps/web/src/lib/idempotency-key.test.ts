import type { ErrorCode } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { isSameAttemptOnRetry, newIdempotencyKey } from './idempotency-key.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a new random UUID each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('is still a UUID where the browser offers no randomUUID (plain HTTP)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView<ArrayBuffer>>(bytes: T) => real.getRandomValues(bytes),
    });
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });
});

describe('isSameAttemptOnRetry', () => {
  const refusal = (status: number, code: ErrorCode) => new ApiRequestError(status, { code, message: code });

  it('keeps the key when no answer came back (network failure)', () => {
    expect(isSameAttemptOnRetry(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('keeps the key while the first attempt is still being processed, or after a server failure', () => {
    expect(isSameAttemptOnRetry(refusal(409, 'IDEMPOTENCY_CONFLICT'))).toBe(true);
    expect(isSameAttemptOnRetry(refusal(503, 'SERVICE_UNAVAILABLE'))).toBe(true);
  });

  it('starts a new attempt after a clear refusal', () => {
    expect(isSameAttemptOnRetry(refusal(409, 'DOCUMENT_REQUIRED'))).toBe(false);
  });
});
