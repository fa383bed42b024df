import { isUuid, paymentPicture, tripDate, type CountedPayment } from '@voyage/domain';
import type { Executor } from '../db/executor.ts';
import { notFound } from '../lib/http-error.ts';
import { findPaymentTravellerId, listTravellerPayments, lockPayment, type LockedPayment } from './queries/payments.ts';
import {
  findReviewTrip,
  lockReviewedTraveller,
  type ReviewedTraveller,
  type ReviewTrip,
} from '../review/queries/registration-review.ts';
import { reviewMailBasics } from '../review/registration-status-change.ts';

/** A payment staff act on, with its traveller and trip, all locked for the transaction. */
export type PaymentUnderDecision = { payment: LockedPayment; traveller: ReviewedTraveller; trip: ReviewTrip };

/**
 * Locks the traveller, then the payment: the order every payment change keeps (a family's report and
 * withdrawal lock the traveller first too), so two changes of one traveller's money run one after the
 * other and never deadlock. A deleted registration's payments are not found.
 */
export async function lockPaymentForDecision(tx: Executor, paymentId: string): Promise<PaymentUnderDecision> {
  const travellerId = isUuid(paymentId) ? await findPaymentTravellerId(tx, paymentId) : undefined;
  const traveller = travellerId ? await lockReviewedTraveller(tx, travellerId) : undefined;
  const payment = traveller && traveller.status !== 'deleted' ? await lockPayment(tx, paymentId) : undefined;
  if (!traveller || !payment) throw notFound('Payment');
  return { payment, traveller, trip: await findReviewTrip(tx, traveller.tripId) };
}

/** The traveller's money as it stands inside the transaction, optionally leaving one payment out (a correction's). */
export async function currentPicture(
  tx: Executor,
  { traveller, trip }: { traveller: ReviewedTraveller; trip: ReviewTrip },
  now: Date,
  { without }: { without?: string } = {},
) {
  const counted: CountedPayment[] = (await listTravellerPayments(tx, traveller.id)).filter(
    (payment) => payment.id !== without,
  );
  return paymentPicture(trip.paymentPlan, counted, tripDate(now));
}

/**
 * The instant kept for a day staff name as the money's arrival: now when it is today, otherwise midday
 * in Cyprus that day, which reads as that day in every time zone the product is used in.
 */
export function receivedInstant(receivedOn: string, now: Date): Date {
  return receivedOn === tripDate(now) ? now : new Date(`${receivedOn}T10:00:00Z`);
}

/** What every payment e-mail says about the traveller, in the family's language. */
export function paymentMailBasics(decision: Pick<PaymentUnderDecision, 'traveller' | 'trip'>, publicUrl: string) {
  return reviewMailBasics(decision.traveller, decision.trip.title, publicUrl);
}
