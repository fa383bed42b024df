import type { MyDocumentType, Traveller } from '@voyage/domain';
import { api, type UploadProgressListener } from '../../../lib/api-client.ts';

export type DocumentUpload = { type: MyDocumentType; file: File };

/**
 * A signed consent form or a new passport or ID (`POST api/my/travellers/:id/documents`): the type goes first,
 * so the server can refuse it before the file arrives; the answer is the traveller with the new document
 * (Processing). The same `idempotencyKey` on a retry gets the first answer, never a second document.
 */
export function uploadDocument(
  travellerId: string,
  { type, file }: DocumentUpload,
  idempotencyKey: string,
  onProgress: UploadProgressListener,
  signal?: AbortSignal,
): Promise<Traveller> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file.name);
  return api.uploadWithProgress<Traveller>(
    `api/my/travellers/${encodeURIComponent(travellerId)}/documents`,
    form,
    onProgress,
    signal,
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
