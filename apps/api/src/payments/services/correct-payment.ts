import { recordedAmountRefusal, tripDate, type StaffPayment } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findStaffPayment, updatePayment } from '../queries/payments.ts';
import { currentPicture, lockPaymentForDecision, receivedInstant } from '../payment-decision.ts';
import { PaymentAmountError, PaymentConflict } from '../payment-refusals.ts';

type CorrectOptions = RequestOrigin & {
  db: Database;
  paymentId: string;
  amountCents: number;
  receivedOn: string;
  reason: string;
  actorUserId: string;
  now: Date;
};

/**
 * `PATCH /api/admin/payments/:id` (docs/product/payments.md#correcting-a-payment): a received payment's
 * amount or day put right (a typing slip, a bank's later value date). Always with a reason, kept with
 * the before and after in the audit log; the new amount may not take the total past the price.
 */
export async function correctPayment({
  db,
  paymentId,
  amountCents,
  receivedOn,
  reason,
  actorUserId,
  now,
  ip,
  requestId,
}: CorrectOptions): Promise<StaffPayment> {
  await db.transaction(async (tx) => {
    const decision = await lockPaymentForDecision(tx, paymentId);
    const { payment, traveller } = decision;
    if (payment.status !== 'approved') throw new PaymentConflict(payment.status);
    const others = await currentPicture(tx, decision, now, { without: paymentId });
    const refusal = recordedAmountRefusal(others, amountCents);
    if (refusal) throw new PaymentAmountError(refusal);
    await updatePayment(tx, paymentId, { amountCents, receivedAt: receivedInstant(receivedOn, now) }, now);
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'payment.corrected',
      entityType: 'traveller',
      entityId: traveller.id,
      tripId: traveller.tripId,
      details: {
        paymentId,
        reason,
        from: { amountCents: payment.amountCents, receivedOn: payment.receivedAt && tripDate(payment.receivedAt) },
        to: { amountCents, receivedOn },
      },
    });
  });
  const payment = await findStaffPayment(db, paymentId);
  if (!payment) throw notFound('Payment');
  return payment;
}
