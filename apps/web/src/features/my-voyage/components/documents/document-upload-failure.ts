import { isFileProblemCode } from '@voyage/domain';
import type { FileProblem } from '../../../../components/upload/family-upload-dialog.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import type { AnyNamespaceT } from '../../../../lib/i18n-resources.ts';

/** What the API's refusal means for the upload form: the file's problem, or a sentence above the buttons. */
export type UploadFailure = { file?: FileProblem; general?: string; stale: boolean };

/**
 * Every refusal of `POST api/my/travellers/:id/documents` in the family's words (`isSignedForm`: the consent form
 * or the travel authorisation letter, taken only once approved). `stale` says the screen's data
 * may be out of date (the registration moved on, an ID was accepted meanwhile): it loads again.
 */
export function uploadFailureOf(error: unknown, isSignedForm: boolean, t: AnyNamespaceT): UploadFailure {
  if (!(error instanceof ApiRequestError)) return { general: t('myVoyage:documents.upload.offline'), stale: true };
  const { status, body } = error;
  if (status === 413) return { file: { problem: 'tooLarge' }, stale: false };
  if (status === 415 && body.code !== 'PDF_ENCRYPTED') return { file: { problem: 'type' }, stale: false };
  if (isFileProblemCode(body.code)) return { file: { key: `common:errors.${body.code}` }, stale: false };
  if (body.code === 'DOCUMENTS_CLOSED') {
    const key = isSignedForm ? 'myVoyage:documents.upload.closedConsent' : 'myVoyage:documents.upload.closed';
    return { general: t(key), stale: true };
  }
  if (body.code === 'DOCUMENT_ACCEPTED') return { general: t('myVoyage:documents.upload.idAccepted'), stale: true };
  const file = body.fieldErrors?.file?.[0];
  if (file) return { file: { key: file }, stale: false };
  return { general: apiErrorMessage(t, error), stale: status === 404 || status === 409 };
}
