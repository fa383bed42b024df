import { recordedAmountRefusal, tripDate, type StaffPayment } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { decideAsStaff } from '../../review-kernel/decision.ts';
import { updatePayment } from '../queries/payments.ts';
import { currentPicture, paymentReview, receivedInstant } from '../payment-decision.ts';
import { PaymentAmountError } from '../payment-refusals.ts';

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
export function correctPayment({
  paymentId,
  amountCents,
  receivedOn,
  reason,
  now,
  ...origin
}: CorrectOptions): Promise<StaffPayment> {
  return decideAsStaff({
    ...origin,
    area: paymentReview,
    id: paymentId,
    from: 'approved',
    async decide(tx, decision) {
      const { item: payment } = decision;
      const others = await currentPicture(tx, decision, now, { without: paymentId });
      const refusal = recordedAmountRefusal(others, amountCents);
      if (refusal) throw new PaymentAmountError(refusal);
      await updatePayment(tx, paymentId, { amountCents, receivedAt: receivedInstant(receivedOn, now) }, now);
      return {
        action: 'payment.corrected',
        details: {
          reason,
          from: { amountCents: payment.amountCents, receivedOn: payment.receivedAt && tripDate(payment.receivedAt) },
          to: { amountCents, receivedOn },
        },
      };
    },
  });
}
