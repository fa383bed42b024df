import type { IdDocumentType, RegistrationDraft } from '@voyage/domain';
import { api, type UploadProgressListener } from '../../../lib/api-client.ts';

/** Step 3: the passport or ID card. The type goes first, so the server knows it before the file arrives. */
export function uploadDocument(
  type: IdDocumentType,
  file: File,
  onProgress: UploadProgressListener,
  signal?: AbortSignal,
): Promise<RegistrationDraft> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file.name);
  return api.uploadWithProgress<RegistrationDraft>('api/registration/draft/document', form, onProgress, signal);
}
