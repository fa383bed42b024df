import { ApiRequestError } from '../api-client.ts';

/** A sentence to show, as its `auth` key and, for the wait, its count of minutes. */
export type SignInSentence =
  | {
      key:
        | 'auth:errors.invalidCredentials'
        | 'auth:errors.tooManyAttemptsLater'
        | 'auth:errors.network'
        | 'auth:errors.unexpected';
    }
  | { key: 'auth:errors.tooManyAttempts'; count: number };

/** The wait of a 429, in whole minutes from `Retry-After` when the server gives it. */
export function waitSentence(error: ApiRequestError): SignInSentence {
  if (error.retryAfterSeconds === undefined) return { key: 'auth:errors.tooManyAttemptsLater' };
  return { key: 'auth:errors.tooManyAttempts', count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) };
}

/** What the screen says when signing in fails (docs/product/rules.md#field-and-sign-in-messages). */
export function signInErrorSentence(error: unknown): SignInSentence {
  if (!(error instanceof ApiRequestError)) return { key: 'auth:errors.network' };
  if (error.status === 401 || error.body.code === 'INVALID_CREDENTIALS')
    return { key: 'auth:errors.invalidCredentials' };
  if (error.status === 429) return waitSentence(error);
  return { key: 'auth:errors.unexpected' };
}

/**
 * For requests that answer alike whatever the address (reset, e-mail link): they only fail on the rate limit or
 * when the service cannot be reached.
 */
export function requestErrorSentence(error: unknown): SignInSentence {
  if (error instanceof ApiRequestError && error.status === 429) return waitSentence(error);
  return { key: 'auth:errors.network' };
}
