import { reasonInLanguage, type FamilyReason, type StaffPayment } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { decideAsStaff } from '../../review-kernel/decision.ts';
import { updatePayment } from '../queries/payments.ts';
import { paymentMailBasics, paymentReview } from '../payment-decision.ts';

type RejectPaymentOptions = RequestOrigin & {
  db: Database;
  paymentId: string;
  reason: FamilyReason;
  actorUserId: string;
  publicUrl: string;
  now: Date;
};

/**
 * `POST /api/admin/payments/:id/reject` (docs/product/payments.md#rejecting-a-payment): the receipt
 * does not show the money arriving. The family reads staff's reason in the e-mail and in My Voyage (in their language when
 * staff wrote it in both), and
 * may report the payment again; a rejected payment no longer counts.
 */
export function rejectPayment({
  paymentId,
  reason,
  publicUrl,
  now,
  ...origin
}: RejectPaymentOptions): Promise<StaffPayment> {
  return decideAsStaff({
    ...origin,
    area: paymentReview,
    id: paymentId,
    from: 'pending',
    async decide(tx, decision) {
      const { amountCents } = decision.item;
      const text = reasonInLanguage(reason, decision.traveller.language);
      await updatePayment(
        tx,
        paymentId,
        { status: 'rejected', rejectionReason: text, reviewedBy: origin.actorUserId },
        now,
      );
      return {
        action: 'payment.rejected',
        details: { amountCents, reason: text },
        mail: {
          template: 'payment-rejected',
          data: { ...paymentMailBasics(decision, publicUrl), amountCents: String(amountCents), reason: text },
        },
      };
    },
  });
}
