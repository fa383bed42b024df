import type { AnyNamespaceT } from './i18n-resources.ts';
import { ApiRequestError } from './api-client.ts';

/** A failed call in one sentence: the API's code translated, or "cannot reach the service". */
export function apiErrorMessage(t: AnyNamespaceT, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('common:errors.offline');
  return t(`common:errors.${error.body.code}`, { defaultValue: t('common:errors.INTERNAL') });
}
