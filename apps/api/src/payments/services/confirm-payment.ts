import type { StaffPayment } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { decideAsStaff } from '../../review-kernel/decision.ts';
import { updatePayment } from '../queries/payments.ts';
import { currentPicture, paymentMailBasics, paymentReview, receivedInstant } from '../payment-decision.ts';

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
export function confirmPayment({
  paymentId,
  receivedOn,
  publicUrl,
  now,
  ...origin
}: ConfirmOptions): Promise<StaffPayment> {
  return decideAsStaff({
    ...origin,
    area: paymentReview,
    id: paymentId,
    from: 'pending',
    async decide(tx, decision) {
      const { item: payment } = decision;
      await updatePayment(
        tx,
        paymentId,
        { status: 'approved', receivedAt: receivedInstant(receivedOn, now), reviewedBy: origin.actorUserId },
        now,
      );
      const picture = await currentPicture(tx, decision, now);
      return {
        action: 'payment.confirmed',
        details: { amountCents: payment.amountCents, receivedOn },
        mail: {
          template: 'payment-received',
          data: {
            ...paymentMailBasics(decision, publicUrl),
            amountCents: String(payment.amountCents),
            receivedOn,
            toPayCents: String(picture.toPayCents),
          },
        },
      };
    },
  });
}
