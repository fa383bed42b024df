import { isUuid } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { StoredFileDownload } from '../../files/send-stored-file.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { findReceiptFile } from '../queries/payments.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

type ReceiptOptions = {
  db: Database;
  storage: FileStorage;
  paymentId: string;
  /** For a family: only a receipt of their own traveller is found; staff leave it out. */
  guardianUserId?: string;
};

/**
 * `GET /api/my/payments/:id/receipt` and `GET /api/admin/payments/:id/receipt`: a payment's receipt. Another
 * family's payment, a payment without a receipt (money staff recorded) and a missing object are all 404.
 */
export async function openReceiptDownload({
  db,
  storage,
  paymentId,
  guardianUserId,
}: ReceiptOptions): Promise<StoredFileDownload> {
  const receipt = isUuid(paymentId) ? await findReceiptFile(db, paymentId, { guardianUserId }) : undefined;
  if (!receipt) throw notFound('Receipt');
  const object = await storage.stream(receipt.fileId);
  if (!object) throw new HttpError(404, 'NOT_FOUND', "The receipt's file is missing from storage");
  return {
    stream: object.stream,
    sizeBytes: object.sizeBytes,
    mediaType: receipt.mediaType,
    fileName: receipt.fileName,
  };
}
