import type { AnyNamespaceT } from '../../../lib/i18n-resources.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { DOCUMENT_MAX_MEGABYTES } from '../../../components/upload/document-file.ts';

/**
 * What went wrong at step 3, in words a parent can act on. A send that got no answer says that
 * pressing again is safe: the retry carries the same Idempotency-Key.
 */
export function documentStepMessage(t: AnyNamespaceT, error: unknown, action: 'upload' | 'send' = 'upload'): string {
  if (!(error instanceof ApiRequestError))
    return t(action === 'send' ? 'register:document.sendOffline' : 'register:document.uploadOffline');
  if (error.status === 413) return t('register:document.problems.tooLarge', { size: DOCUMENT_MAX_MEGABYTES });
  if (error.status === 415 && error.body.code !== 'PDF_ENCRYPTED') return t('register:document.problems.type');
  return apiErrorMessage(t, error);
}
