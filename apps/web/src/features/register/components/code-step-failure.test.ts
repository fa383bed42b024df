import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { codeStepFailure, waitMessage } from './code-step-failure.ts';

const t = ((key: string, options?: { count?: number }) =>
  options?.count === undefined ? key : `${key}:${options.count}`) as unknown as TFunction;

describe('waitMessage', () => {
  it('says how many minutes to wait, rounded up, at least one', () => {
    expect(waitMessage(t, 900)).toBe('register:code.tooManyAttempts:15');
    expect(waitMessage(t, 61)).toBe('register:code.tooManyAttempts:2');
    expect(waitMessage(t, 5)).toBe('register:code.tooManyAttempts:1');
  });

  it('says "in a few minutes" when the server gave no time', () => {
    expect(waitMessage(t, undefined)).toBe('register:code.tooManyAttemptsLater');
  });

  it('has its own sentence for a confirmation link opened too often', () => {
    expect(waitMessage(t, 120, 'confirm')).toBe('register:confirm.tooManyAttempts:2');
  });
});

describe('codeStepFailure', () => {
  it('translates a closed registration by its code', () => {
    expect(codeStepFailure(t, new ApiRequestError(409, { code: 'REGISTRATION_CLOSED', message: '' }))).toBe(
      'common:errors.REGISTRATION_CLOSED',
    );
  });

  it('gives the wait for a 429', () => {
    expect(codeStepFailure(t, new ApiRequestError(429, { code: 'RATE_LIMITED', message: '' }, 300))).toBe(
      'register:code.tooManyAttempts:5',
    );
  });

  it('says the service could not be reached on a network failure', () => {
    expect(codeStepFailure(t, new TypeError('Failed to fetch'))).toBe('common:errors.offline');
  });
});
