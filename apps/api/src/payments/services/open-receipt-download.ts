import { openRecordDownload, type RecordDownloadOptions } from '../../files/open-record-download.ts';
import type { StoredFileDownload } from '../../files/send-stored-file.ts';
import { receiptFileRecord } from '../queries/payments.ts';

/**
 * `GET /api/my/payments/:id/receipt` and `GET /api/admin/payments/:id/receipt`: a payment's receipt
 * (`openRecordDownload`), each staff download audited as for documents. Another family's payment, a payment
 * without a receipt (money staff recorded) and a missing object are all 404.
 */
export function openReceiptDownload(
  options: RecordDownloadOptions & { paymentId: string },
): Promise<StoredFileDownload> {
  const receipt = {
    ...receiptFileRecord,
    noun: 'Receipt',
    audit: ({ travellerId, fileId }: { travellerId: string; fileId: string }) => ({
      action: 'payment.receipt-downloaded' as const,
      entityType: 'payment',
      details: { travellerId, fileId },
    }),
  };
  return openRecordDownload(receipt, options.paymentId, options);
}
