import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../lib/api-client.ts';

/** The sentence shown above the form when signing in fails (SPEC §8 for bad credentials). */
export function signInErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('auth:errors.network');
  if (error.status === 401 || error.body.code === 'INVALID_CREDENTIALS') return t('auth:errors.invalidCredentials');
  if (error.status === 429) {
    if (error.retryAfterSeconds === undefined) return t('auth:errors.tooManyAttemptsLater');
    return t('auth:errors.tooManyAttempts', { count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
  }
  return t('auth:errors.unexpected');
}
