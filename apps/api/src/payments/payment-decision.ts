import { travellerPicture, tripDate, type CountedPayment, type StaffPayment } from '@voyage/domain';
import type { Database } from '../db/database.ts';
import type { Executor, Transaction } from '../db/executor.ts';
import type { RequestOrigin } from '../lib/audit.ts';
import { decideAsStaff, type DecisionRecord, type ReviewArea, type UnderDecision } from '../review-kernel/decision.ts';
import {
  findPaymentTravellerId,
  findStaffPayment,
  listTravellerPayments,
  lockPayment,
  updatePayment,
  type LockedPayment,
  type PaymentChange,
} from './queries/payments.ts';
import type { ReviewedTraveller, ReviewTrip } from '../review/queries/registration-review.ts';
import { reviewMailBasics } from '../review/registration-status-change.ts';
import { PaymentConflict } from './payment-refusals.ts';
import { findTravellerPrice } from './queries/traveller-prices.ts';

/**
 * Payments in the review kernel (docs/decisions/020-review-kernel.md): a decision locks the traveller, then
 * the payment, as a family's report and withdrawal do, so two changes of one traveller's money run one after
 * the other and never deadlock.
 */
export const paymentReview: ReviewArea<LockedPayment, StaffPayment> = {
  noun: 'Payment',
  auditKey: 'paymentId',
  findTravellerId: findPaymentTravellerId,
  lock: lockPayment,
  conflict: (status) => new PaymentConflict(status),
  findStaffView: findStaffPayment,
};

/**
 * The traveller's money as it stands inside the transaction, against the plan as the traveller owes it
 * (scaled to its own price, docs/product/payments.md#family-prices; its due dates moved by the approval,
 * docs/product/payments.md#due-dates), optionally leaving one payment out (a correction's).
 */
export async function currentPicture(
  tx: Executor,
  { traveller, trip }: { traveller: ReviewedTraveller; trip: ReviewTrip },
  now: Date,
  { without }: { without?: string } = {},
) {
  const counted: CountedPayment[] = (await listTravellerPayments(tx, traveller.id)).filter(
    (payment) => payment.id !== without,
  );
  const { priceCents } = await findTravellerPrice(tx, traveller.id);
  return travellerPicture({
    trip: { payments: trip.paymentPlan, paymentGraceDays: trip.paymentGraceDays },
    approvedAt: traveller.approvedAt,
    priceCents,
    payments: counted,
    today: tripDate(now),
  });
}

/**
 * The instant kept for a day staff name as the money's arrival: now when it is today, otherwise midday
 * in Cyprus that day, which reads as that day in every time zone the product is used in.
 */
export function receivedInstant(receivedOn: string, now: Date): Date {
  return receivedOn === tripDate(now) ? now : new Date(`${receivedOn}T10:00:00Z`);
}

/** What every payment e-mail says about the traveller, in the family's language. */
export function paymentMailBasics(decision: { traveller: ReviewedTraveller; trip: ReviewTrip }, publicUrl: string) {
  return reviewMailBasics(decision.traveller, decision.trip.title, publicUrl);
}

/** Who decides on which payment, and when. */
export type StaffPaymentDecision = RequestOrigin & { db: Database; paymentId: string; actorUserId: string; now: Date };

/**
 * Staff decide on a payment still Processing (confirm, reject): the kernel's lock and checks, the payment's
 * `change` written with its reviewer, then the operation's audit record and e-mail.
 */
export function decideProcessingPayment(
  { paymentId, now, ...origin }: StaffPaymentDecision,
  change: PaymentChange | ((decision: UnderDecision<LockedPayment>) => PaymentChange),
  record: (tx: Transaction, decision: UnderDecision<LockedPayment>) => Promise<DecisionRecord>,
): Promise<StaffPayment> {
  return decideAsStaff({
    ...origin,
    area: paymentReview,
    id: paymentId,
    from: 'pending',
    async decide(tx, decision) {
      const written = typeof change === 'function' ? change(decision) : change;
      await updatePayment(tx, paymentId, { ...written, reviewedBy: origin.actorUserId }, now);
      return record(tx, decision);
    },
  });
}
