import { describe, expect, it } from 'vitest';
import type { ApiError } from '@voyage/domain';
import { ApiRequestError } from '../api-client.ts';
import { requestErrorSentence, signInErrorSentence } from './error-sentences.ts';

const refused = (status: number, code: ApiError['code'] = 'INTERNAL', retryAfterSeconds?: number) =>
  new ApiRequestError(status, { code, message: code }, retryAfterSeconds);

describe('signInErrorSentence', () => {
  it('says the credentials are wrong on a 401', () => {
    expect(signInErrorSentence(refused(401, 'UNAUTHENTICATED'))).toEqual({
      key: 'auth:errors.invalidCredentials',
    });
  });

  it('gives the wait in whole minutes on a 429, or a few minutes without Retry-After', () => {
    expect(signInErrorSentence(refused(429, 'RATE_LIMITED', 61))).toEqual({
      key: 'auth:errors.tooManyAttempts',
      count: 2,
    });
    expect(signInErrorSentence(refused(429, 'RATE_LIMITED', 0))).toEqual({
      key: 'auth:errors.tooManyAttempts',
      count: 1,
    });
    expect(signInErrorSentence(refused(429))).toEqual({ key: 'auth:errors.tooManyAttemptsLater' });
  });

  it('tells a lost connection from an unexpected answer', () => {
    expect(signInErrorSentence(new TypeError('Failed to fetch'))).toEqual({ key: 'auth:errors.network' });
    expect(signInErrorSentence(refused(500))).toEqual({ key: 'auth:errors.unexpected' });
  });
});

describe('requestErrorSentence', () => {
  it('only speaks of the wait or the connection', () => {
    expect(requestErrorSentence(refused(429, 'RATE_LIMITED', 120))).toEqual({
      key: 'auth:errors.tooManyAttempts',
      count: 2,
    });
    expect(requestErrorSentence(refused(500))).toEqual({ key: 'auth:errors.network' });
  });
});
