import type { Traveller } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findMyTraveller } from '../../travellers/queries/my-travellers.ts';
import { lockPayment, updatePayment } from '../queries/payments.ts';
import { lockReviewedTraveller } from '../../review/queries/registration-review.ts';
import { PaymentConflict } from '../payment-refusals.ts';

type WithdrawPaymentOptions = RequestOrigin & {
  db: Database;
  guardianUserId: string;
  travellerId: string;
  paymentId: string;
  now: Date;
};

/**
 * `POST /api/my/travellers/:id/payments/:paymentId/withdraw`: the family takes back a receipt sent by
 * mistake while it is still Processing (docs/product/payments.md#withdrawing-a-receipt). The row and
 * its file are kept, marked withdrawn; it no longer counts.
 */
export async function withdrawPayment({
  db,
  guardianUserId,
  travellerId,
  paymentId,
  now,
  ip,
  requestId,
}: WithdrawPaymentOptions): Promise<Traveller> {
  await db.transaction(async (tx) => {
    const traveller = await lockReviewedTraveller(tx, travellerId, { guardianUserId });
    if (!traveller) throw notFound('Traveller');
    const payment = await lockPayment(tx, paymentId);
    if (!payment || payment.travellerId !== travellerId) throw notFound('Payment');
    if (payment.status !== 'pending') throw new PaymentConflict(payment.status);
    await updatePayment(tx, paymentId, { status: 'withdrawn' }, now);
    await audit(tx, {
      ip,
      requestId,
      actorUserId: guardianUserId,
      action: 'payment.withdrawn',
      entityType: 'traveller',
      entityId: travellerId,
      tripId: traveller.tripId,
      details: { paymentId, amountCents: payment.amountCents },
    });
  });
  const traveller = await findMyTraveller(db, guardianUserId, travellerId);
  if (!traveller) throw notFound('Traveller');
  return traveller;
}
