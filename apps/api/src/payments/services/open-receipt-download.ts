import { isUuid } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { StoredFileDownload } from '../../files/send-stored-file.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { findReceiptFile } from '../queries/payments.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/** Staff (the download is audited) or a family (only a receipt of their own traveller is found). */
type Reader = (RequestOrigin & { actorUserId: string }) | { guardianUserId: string };

type ReceiptOptions = { db: Database; storage: FileStorage; paymentId: string } & Reader;

/**
 * `GET /api/my/payments/:id/receipt` and `GET /api/admin/payments/:id/receipt`: a payment's receipt. Opened
 * for a staff member, with an audit row saying who downloaded which receipt, as for documents
 * (docs/product/security.md#audit-log). Another family's payment, a payment without a receipt (money staff
 * recorded) and a missing object are all 404.
 */
export async function openReceiptDownload(options: ReceiptOptions): Promise<StoredFileDownload> {
  const { db, storage, paymentId } = options;
  const guardianUserId = 'guardianUserId' in options ? options.guardianUserId : undefined;
  const receipt = isUuid(paymentId) ? await findReceiptFile(db, paymentId, { guardianUserId }) : undefined;
  if (!receipt) throw notFound('Receipt');
  const object = await storage.stream(receipt.fileId);
  if (!object) throw new HttpError(404, 'NOT_FOUND', "The receipt's file is missing from storage");
  if ('actorUserId' in options) {
    try {
      await audit(db, {
        ip: options.ip,
        requestId: options.requestId,
        actorUserId: options.actorUserId,
        action: 'payment.receipt-downloaded',
        entityType: 'payment',
        entityId: receipt.paymentId,
        tripId: receipt.tripId,
        details: { travellerId: receipt.travellerId, fileId: receipt.fileId },
      });
    } catch (error) {
      object.stream.destroy();
      throw error;
    }
  }
  return {
    stream: object.stream,
    sizeBytes: object.sizeBytes,
    mediaType: receipt.mediaType,
    fileName: receipt.fileName,
  };
}
