import type { Traveller } from '@voyage/domain';
import { api, type UploadProgressListener } from '../../../lib/api-client.ts';

export type PaymentReport = { amountCents: number; transferDate: string; file: File };

/**
 * "I have paid" (`POST api/my/travellers/:id/payments`): the amount and the transfer's date go first, so
 * the server can refuse them before the receipt arrives; the answer is the traveller with the new payment.
 * The same `idempotencyKey` on a retry gets the first answer, never a second payment.
 */
export function reportPayment(
  travellerId: string,
  { amountCents, transferDate, file }: PaymentReport,
  idempotencyKey: string,
  onProgress: UploadProgressListener,
  signal?: AbortSignal,
): Promise<Traveller> {
  const form = new FormData();
  form.append('amountCents', String(amountCents));
  form.append('transferDate', transferDate);
  form.append('file', file, file.name);
  return api.uploadWithProgress<Traveller>(
    `api/my/travellers/${encodeURIComponent(travellerId)}/payments`,
    form,
    onProgress,
    signal,
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
