import { reasonInLanguage, type FamilyReason, type Locale, type StaffPayment } from '@voyage/domain';
import { decideProcessingPayment, paymentMailBasics, type StaffPaymentDecision } from '../payment-decision.ts';

type RejectPaymentOptions = StaffPaymentDecision & { reason: FamilyReason; publicUrl: string };

/**
 * `POST /api/admin/payments/:id/reject` (docs/product/payments.md#rejecting-a-payment): the receipt
 * does not show the money arriving. The family reads staff's reason in the e-mail and in My Voyage
 * (in their language when staff wrote it in both), and may report the payment again; a rejected payment no
 * longer counts.
 */
export function rejectPayment({ reason, publicUrl, ...options }: RejectPaymentOptions): Promise<StaffPayment> {
  const text = (decision: { traveller: { language: Locale } }) => reasonInLanguage(reason, decision.traveller.language);
  const change = (decision: { traveller: { language: Locale } }) =>
    ({ status: 'rejected', rejectionReason: text(decision) }) as const;
  return decideProcessingPayment(options, change, async (tx, decision) => {
    const { amountCents } = decision.item;
    return {
      action: 'payment.rejected',
      details: { amountCents, reason: text(decision) },
      mail: {
        template: 'payment-rejected',
        data: { ...paymentMailBasics(decision, publicUrl), amountCents: String(amountCents), reason: text(decision) },
      },
    };
  });
}
