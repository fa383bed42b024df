import { statusRefusalSchema, type RegistrationStatus } from '@voyage/domain';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import type { AnyNamespaceT } from '../../../../lib/i18n-resources.ts';

/** The status a refused change found the registration in (409), when the API said. */
export function currentStatusOf(error: unknown): RegistrationStatus | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const refusal = statusRefusalSchema.safeParse(error.body);
  return refusal.success ? refusal.data.currentStatus : null;
}

/**
 * A refused review action in one sentence. When someone else acted first the registration is named in its
 * new status (the screen reloads it meanwhile); anything else is the API's code, translated.
 */
export function reviewFailure(t: AnyNamespaceT, error: unknown): string {
  const current = currentStatusOf(error);
  if (current && error instanceof ApiRequestError && error.body.code === 'CONFLICT') {
    return t('admin:review.conflict', { status: t(`admin:status.${current}`) });
  }
  return apiErrorMessage(t, error);
}
