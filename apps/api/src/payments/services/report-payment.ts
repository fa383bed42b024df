import { isUuid, paymentAmountRefusal, type Traveller } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { AcceptedFile } from '../../files/accept-document-file.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { withIdempotencyKey } from '../../lib/idempotency.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { insertAcceptedFile } from '../../files/queries/files.ts';
import { findMyTraveller } from '../../travellers/queries/my-travellers.ts';
import { insertPayment } from '../queries/payments.ts';
import { currentPicture } from '../payment-decision.ts';
import { findReviewTrip, lockReviewedTraveller } from '../../review/queries/registration-review.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { storeThenRecord } from '../../files/store-then-record.ts';
import { PaymentAmountError, paymentsClosed } from '../payment-refusals.ts';

type ReportOptions = RequestOrigin & {
  db: Database;
  storage: FileStorage;
  guardianUserId: string;
  travellerId: string;
  amountCents: number;
  transferDate: string;
  file: AcceptedFile;
  idempotencyKey: string | undefined;
  now: Date;
};

/**
 * Before a byte of the receipt is read: the traveller is the family's own (404 otherwise) and approved
 * (409 `PAYMENTS_CLOSED`), so nobody waits for an upload that could only be refused.
 */
export async function requirePayingTraveller(db: Database, guardianUserId: string, travellerId: string): Promise<void> {
  const traveller = isUuid(travellerId) ? await lockReviewedTraveller(db, travellerId, { guardianUserId }) : undefined;
  if (!traveller) throw notFound('Traveller');
  if (traveller.status !== 'approved') throw paymentsClosed();
}

/**
 * `POST /api/my/travellers/:id/payments` (docs/product/payments.md#reporting-a-payment): the family
 * reports a transfer with its receipt; it waits as Processing until staff confirm it. The receipt is
 * stored first, then one transaction locks the traveller, applies the exact-amount rule to what is
 * already counted, and writes the file row, the payment and the audit row; on any refusal the stored
 * object is deleted again. With the same `Idempotency-Key`, a retry gets the first answer and no second
 * payment.
 */
export async function reportPayment({
  db,
  storage,
  guardianUserId,
  travellerId,
  amountCents,
  transferDate,
  file,
  idempotencyKey,
  now,
  ip,
  requestId,
}: ReportOptions): Promise<{ statusCode: number; traveller: Traveller }> {
  let isReplay = true;
  const { fileId, answer } = await storeThenRecord(storage, file.bytes, async (fileId) => ({
    fileId,
    answer: await withIdempotencyKey(
      db,
      { scope: 'payment.report', key: idempotencyKey, fingerprint: `${guardianUserId}:${travellerId}` },
      async (tx) => {
        isReplay = false;
        const traveller = await lockReviewedTraveller(tx, travellerId, { guardianUserId });
        if (!traveller) throw notFound('Traveller');
        if (traveller.status !== 'approved') throw paymentsClosed();
        const trip = await findReviewTrip(tx, traveller.tripId);
        const picture = await currentPicture(tx, { traveller, trip }, now);
        const refusal = paymentAmountRefusal(picture, amountCents);
        if (refusal) throw new PaymentAmountError(refusal);
        await insertAcceptedFile(tx, fileId, file, guardianUserId);
        const paymentId = await insertPayment(tx, {
          travellerId,
          tripId: traveller.tripId,
          amountCents,
          status: 'pending',
          method: 'transfer',
          transferDate,
          fileId,
          submittedAt: now,
          receivedAt: null,
          reviewedBy: null,
          recordedBy: null,
          note: null,
        });
        await audit(tx, {
          ip,
          requestId,
          actorUserId: guardianUserId,
          action: 'payment.submitted',
          entityType: 'traveller',
          entityId: travellerId,
          tripId: traveller.tripId,
          details: { paymentId, amountCents, transferDate, fileId },
        });
        return { statusCode: 201, body: { paymentId } };
      },
    ),
  }));
  // A replayed answer points at the first upload's file: this one's object is not needed.
  if (isReplay) await storage.delete(fileId).catch(() => {});
  const traveller = await findMyTraveller(db, guardianUserId, travellerId);
  if (!traveller) throw notFound('Traveller');
  return { statusCode: answer.statusCode, traveller };
}
