import type { AnyNamespaceT } from '../../../lib/i18n-resources.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';

/**
 * Too many attempts: say how long to wait, in minutes when the server says (`Retry-After`).
 * `section` holds the sentences: `code` (registration codes tried) or `confirm` (the e-mailed link).
 */
export function waitMessage(
  t: AnyNamespaceT,
  retryAfterSeconds: number | undefined,
  section: 'code' | 'confirm' = 'code',
): string {
  if (retryAfterSeconds === undefined) return t(`register:${section}.tooManyAttemptsLater`);
  return t(`register:${section}.tooManyAttempts`, { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}

/** Why step 1 did not open the form, when it is not the code field's fault. */
export function codeStepFailure(t: AnyNamespaceT, error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return waitMessage(t, error.retryAfterSeconds);
  return apiErrorMessage(t, error);
}
