import type { StaffPayment } from '@voyage/domain';
import {
  currentPicture,
  decideProcessingPayment,
  paymentMailBasics,
  receivedInstant,
  type StaffPaymentDecision,
} from '../payment-decision.ts';

type ConfirmOptions = StaffPaymentDecision & { receivedOn: string; publicUrl: string };

/**
 * `POST /api/admin/payments/:id/confirm` (docs/product/payments.md#confirming-a-payment): the money
 * arrived. A payment is confirmed once: when two members of staff confirm it at once, the second waits
 * for the first's lock, finds it received and gets 409 `CONFLICT`. The family is e-mailed with what is
 * left to pay.
 */
export function confirmPayment({ receivedOn, publicUrl, ...options }: ConfirmOptions): Promise<StaffPayment> {
  const change = { status: 'approved', receivedAt: receivedInstant(receivedOn, options.now) } as const;
  return decideProcessingPayment(options, change, async (tx, decision) => {
    const { item: payment } = decision;
    const picture = await currentPicture(tx, decision, options.now);
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
  });
}
