import type { StaffPayment } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findStaffPayment, updatePayment } from '../queries/payments.ts';
import { lockPaymentForDecision, paymentMailBasics } from '../payment-decision.ts';
import { PaymentConflict } from '../payment-refusals.ts';

type RejectPaymentOptions = RequestOrigin & {
  db: Database;
  paymentId: string;
  reason: string;
  actorUserId: string;
  publicUrl: string;
  now: Date;
};

/**
 * `POST /api/admin/payments/:id/reject` (docs/product/payments.md#rejecting-a-payment): the receipt
 * does not show the money arriving. The family reads staff's reason in the e-mail and in My Voyage, and
 * may report the payment again; a rejected payment no longer counts.
 */
export async function rejectPayment({
  db,
  paymentId,
  reason,
  actorUserId,
  publicUrl,
  now,
  ip,
  requestId,
}: RejectPaymentOptions): Promise<StaffPayment> {
  await db.transaction(async (tx) => {
    const decision = await lockPaymentForDecision(tx, paymentId);
    const { payment, traveller } = decision;
    if (payment.status !== 'pending') throw new PaymentConflict(payment.status);
    await updatePayment(tx, paymentId, { status: 'rejected', rejectionReason: reason, reviewedBy: actorUserId }, now);
    await enqueueEmail(tx, {
      template: 'payment-rejected',
      to: traveller.guardianEmail,
      locale: traveller.language,
      data: { ...paymentMailBasics(decision, publicUrl), amountCents: String(payment.amountCents), reason },
    });
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'payment.rejected',
      entityType: 'traveller',
      entityId: traveller.id,
      tripId: traveller.tripId,
      details: { paymentId, amountCents: payment.amountCents, reason },
    });
  });
  const payment = await findStaffPayment(db, paymentId);
  if (!payment) throw notFound('Payment');
  return payment;
}
