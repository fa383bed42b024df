import type { MyDocumentType, Traveller } from '@voyage/domain';
import type { FamilyUpload, UploadEnds } from '../../../components/upload/family-upload-dialog.tsx';
import { api, type UploadProgressListener } from '../../../lib/api-client.ts';

/** What goes before the file: a document's type, or a payment's amount and the transfer's date. */
type Fields = { documents: { type: MyDocumentType }; payments: { amountCents: number; transferDate: string } };

/**
 * A file the family sends for a traveller: a signed consent form or a new passport or ID
 * (`POST api/my/travellers/:id/documents`), or the receipt of "I have paid" (`…/payments`). The fields go first,
 * so the server can refuse them before the file arrives; the answer is the traveller with the new document or
 * payment (Processing). The same `idempotencyKey` on a retry gets the first answer, never a second one.
 */
export function uploadForTraveller<What extends keyof Fields>(
  travellerId: string,
  what: What,
  fields: Fields[What],
  file: File,
  idempotencyKey: string,
  onProgress: UploadProgressListener,
  signal?: AbortSignal,
): Promise<Traveller> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('file', file, file.name);
  return api.uploadWithProgress<Traveller>(
    `api/my/travellers/${encodeURIComponent(travellerId)}/${what}`,
    form,
    onProgress,
    signal,
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** Sends the family's file from its upload dialog (`upload`), under the opening's Idempotency-Key. */
export function sendForTraveller<What extends keyof Fields>(
  upload: FamilyUpload,
  travellerId: string,
  what: What,
  fields: Fields[What],
  file: File,
  ends: UploadEnds<Traveller>,
): Promise<void> {
  return upload.sendFile(
    file,
    (onProgress, signal) =>
      uploadForTraveller(travellerId, what, fields, file, upload.idempotencyKey, onProgress, signal),
    ends,
  );
}
