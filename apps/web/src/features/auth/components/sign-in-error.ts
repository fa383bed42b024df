import type { AnyNamespaceT } from '../../../lib/i18n-resources.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';

/** The wait message of a 429, in whole minutes from `Retry-After` when the server gives it. */
export function waitMessage(t: AnyNamespaceT, error: ApiRequestError): string {
  if (error.retryAfterSeconds === undefined) return t('auth:errors.tooManyAttemptsLater');
  return t('auth:errors.tooManyAttempts', { count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
}

/** The sentence shown above the form when signing in fails (docs/product/rules.md#field-and-sign-in-messages). */
export function signInErrorMessage(t: AnyNamespaceT, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('auth:errors.network');
  if (error.status === 401 || error.body.code === 'INVALID_CREDENTIALS') return t('auth:errors.invalidCredentials');
  if (error.status === 429) return waitMessage(t, error);
  return t('auth:errors.unexpected');
}

/**
 * For requests that answer alike whatever the address (reset, e-mail link): they only fail on the
 * rate limit or when the service cannot be reached.
 */
export function requestErrorMessage(t: AnyNamespaceT, error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return waitMessage(t, error);
  return t('auth:errors.network');
}
