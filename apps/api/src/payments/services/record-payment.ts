import { isUuid, recordedAmountRefusal, type PaymentMethod, type StaffPayment } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findStaffPayment, insertPayment } from '../queries/payments.ts';
import { findReviewTrip, lockReviewedTraveller } from '../../review/queries/registration-review.ts';
import { currentPicture, paymentMailBasics, receivedInstant } from '../payment-decision.ts';
import { PaymentAmountError, paymentsClosed } from '../payment-refusals.ts';

type RecordOptions = RequestOrigin & {
  db: Database;
  travellerId: string;
  amountCents: number;
  receivedOn: string;
  method: PaymentMethod;
  note?: string;
  /** Compact IBAN the transfer came from, when staff know it (docs/product/payments.md#refunds). */
  payerIban?: string;
  actorUserId: string;
  publicUrl: string;
  now: Date;
};

/**
 * `POST /api/admin/travellers/:id/payments` (docs/product/payments.md#recording-a-payment): money
 * that came without a receipt (cash at the office, a transfer seen in the bank statement) is recorded as
 * received. Staff record what arrived, whatever its amount, but never more than is left to pay.
 */
export async function recordPayment({
  db,
  travellerId,
  amountCents,
  receivedOn,
  method,
  note,
  payerIban,
  actorUserId,
  publicUrl,
  now,
  ip,
  requestId,
}: RecordOptions): Promise<StaffPayment> {
  const paymentId = await db.transaction(async (tx) => {
    const traveller = isUuid(travellerId) ? await lockReviewedTraveller(tx, travellerId) : undefined;
    if (!traveller || traveller.status === 'deleted') throw notFound('Traveller');
    if (traveller.status !== 'approved') throw paymentsClosed();
    const trip = await findReviewTrip(tx, traveller.tripId);
    const refusal = recordedAmountRefusal(await currentPicture(tx, { traveller, trip }, now), amountCents);
    if (refusal) throw new PaymentAmountError(refusal);
    const id = await insertPayment(tx, {
      travellerId,
      tripId: traveller.tripId,
      amountCents,
      status: 'approved',
      method,
      transferDate: null,
      fileId: null,
      submittedAt: now,
      receivedAt: receivedInstant(receivedOn, now),
      reviewedBy: actorUserId,
      recordedBy: actorUserId,
      note: note || null,
      payerIban: method === 'transfer' ? (payerIban ?? null) : null,
    });
    const after = await currentPicture(tx, { traveller, trip }, now);
    await enqueueEmail(tx, {
      template: 'payment-received',
      to: traveller.guardianEmail,
      travellerId,
      locale: traveller.language,
      data: {
        ...paymentMailBasics({ traveller, trip }, publicUrl),
        amountCents: String(amountCents),
        receivedOn,
        toPayCents: String(after.toPayCents),
      },
    });
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'payment.recorded',
      entityType: 'traveller',
      entityId: travellerId,
      tripId: traveller.tripId,
      details: { paymentId: id, amountCents, receivedOn, method, note: note || null },
    });
    return id;
  });
  const payment = await findStaffPayment(db, paymentId);
  if (!payment) throw notFound('Payment');
  return payment;
}
