import type { Traveller } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { decideAsFamily } from '../../review-kernel/decision.ts';
import { updatePayment } from '../queries/payments.ts';
import { paymentReview } from '../payment-decision.ts';

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
export function withdrawPayment({ paymentId, now, ...origin }: WithdrawPaymentOptions): Promise<Traveller> {
  return decideAsFamily({
    ...origin,
    area: paymentReview,
    id: paymentId,
    from: 'pending',
    async decide(tx, { item }) {
      await updatePayment(tx, paymentId, { status: 'withdrawn' }, now);
      return { action: 'payment.withdrawn', details: { amountCents: item.amountCents } };
    },
  });
}
