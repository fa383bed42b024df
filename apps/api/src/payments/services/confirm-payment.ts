import type { StaffPayment } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findStaffPayment, updatePayment } from '../queries/payments.ts';
import { currentPicture, lockPaymentForDecision, paymentMailBasics, receivedInstant } from '../payment-decision.ts';
import { PaymentConflict } from '../payment-refusals.ts';

type ConfirmOptions = RequestOrigin & {
  db: Database;
  paymentId: string;
  receivedOn: string;
  actorUserId: string;
  publicUrl: string;
  now: Date;
};

/**
 * `POST /api/admin/payments/:id/confirm` (docs/product/payments.md#confirming-a-payment): the money
 * arrived. A payment is confirmed once: when two members of staff confirm it at once, the second waits
 * for the first's lock, finds it received and gets 409 `CONFLICT`. The family is e-mailed with what is
 * left to pay.
 */
export async function confirmPayment({
  db,
  paymentId,
  receivedOn,
  actorUserId,
  publicUrl,
  now,
  ip,
  requestId,
}: ConfirmOptions): Promise<StaffPayment> {
  await db.transaction(async (tx) => {
    const decision = await lockPaymentForDecision(tx, paymentId);
    const { payment, traveller } = decision;
    if (payment.status !== 'pending') throw new PaymentConflict(payment.status);
    await updatePayment(
      tx,
      paymentId,
      { status: 'approved', receivedAt: receivedInstant(receivedOn, now), reviewedBy: actorUserId },
      now,
    );
    const picture = await currentPicture(tx, decision, now);
    await enqueueEmail(tx, {
      template: 'payment-received',
      to: traveller.guardianEmail,
      locale: traveller.language,
      data: {
        ...paymentMailBasics(decision, publicUrl),
        amountCents: String(payment.amountCents),
        receivedOn,
        toPayCents: String(picture.toPayCents),
      },
    });
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'payment.confirmed',
      entityType: 'traveller',
      entityId: traveller.id,
      tripId: traveller.tripId,
      details: { paymentId, amountCents: payment.amountCents, receivedOn },
    });
  });
  const payment = await findStaffPayment(db, paymentId);
  if (!payment) throw notFound('Payment');
  return payment;
}
