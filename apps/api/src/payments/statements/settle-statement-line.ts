import {
  acceptedPaymentAmounts,
  recordedAmountRefusal,
  travellerPicture,
  tripDate,
  type CountedPayment,
  type PaymentAmountRefusal,
} from '@voyage/domain';
import type { Transaction } from '../../db/executor.ts';
import type { AuditEntry, RequestOrigin } from '../../lib/audit.ts';
import { enqueueEmail, type EmailMessage } from '../../mail/enqueue-email.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findReviewTrip, lockReviewedTraveller, type ReviewTrip } from '../../review/queries/registration-review.ts';
import { paymentMailBasics, receivedInstant } from '../payment-decision.ts';
import { insertPayment, listTravellerPayments, updatePayment } from '../queries/payments.ts';
import { findTravellerPrice } from '../queries/traveller-prices.ts';

/**
 * What a whole statement's lines share, read once for the apply instead of once a line: the trip, and each
 * traveller's price (which settling a line does not change); and where the lines' e-mails and audit rows
 * gather, for the apply to write them together in the same transaction.
 */
export type SettleContext = {
  trip: ReviewTrip;
  prices: ReadonlyMap<string, { priceCents: number }>;
  gathered: { emails: EmailMessage[]; audits: AuditEntry[] };
};

export type SettleLine = RequestOrigin & {
  travellerId: string;
  tripId: number;
  lineId: string;
  amountCents: number;
  /** The bank's booking date: the day the money is received. */
  receivedOn: string;
  /** Said by the bank line: its text, for the payment's note. */
  note: string;
  /** The account the money came from, as the bank line gives it: where a refund would go back to. */
  payerIban: string | null;
  actorUserId: string;
  publicUrl: string;
  now: Date;
  /** Staff's reason to take an amount the exact-amount rule refuses (never more than the balance). */
  overrideReason?: string;
  /** The trip and the prices, when the caller read them for many lines. */
  context?: SettleContext;
};

export type Settled =
  | { settled: 'confirmed' | 'recorded'; paymentId: string }
  | { settled: false; why: 'not-approved' }
  | { settled: false; why: 'amount'; refusal: PaymentAmountRefusal };

/**
 * A bank line paid into a registration, inside the caller's transaction under the traveller's lock
 * (docs/product/payments.md#importing-a-statement): the family's receipt waiting of exactly that amount
 * is confirmed, else a received transfer is recorded, when the exact-amount rule accepts the amount (or
 * staff give a reason for another amount up to the balance). Received on the bank's date; the family is
 * e-mailed in their language and the audit row names the line.
 */
export async function settleStatementLine(tx: Transaction, options: SettleLine): Promise<Settled> {
  const { travellerId, amountCents, receivedOn, now, actorUserId } = options;
  const traveller = await lockReviewedTraveller(tx, travellerId);
  if (!traveller || traveller.status !== 'approved' || traveller.tripId !== options.tripId) {
    return { settled: false, why: 'not-approved' };
  }
  const trip = options.context?.trip ?? (await findReviewTrip(tx, traveller.tripId));
  const priceCents =
    options.context?.prices.get(travellerId)?.priceCents ?? (await findTravellerPrice(tx, travellerId)).priceCents;
  // The traveller's money as it stands (docs/product/payments.md#balance), read once and then kept up to date here.
  const pictureOf = (counted: readonly CountedPayment[]) =>
    travellerPicture({
      trip: { payments: trip.paymentPlan, paymentGraceDays: trip.paymentGraceDays },
      approvedAt: traveller.approvedAt,
      priceCents,
      payments: counted,
      today: tripDate(now),
    });
  const receivedAt = receivedInstant(receivedOn, now);
  const counted = await listTravellerPayments(tx, travellerId);
  const waiting = counted.find((payment) => payment.status === 'pending' && payment.amountCents === amountCents);
  let paymentId: string;
  let settled: 'confirmed' | 'recorded';
  let after: CountedPayment[];
  if (waiting) {
    await updatePayment(
      tx,
      waiting.id,
      { status: 'approved', receivedAt, reviewedBy: actorUserId, payerIban: options.payerIban },
      now,
    );
    paymentId = waiting.id;
    settled = 'confirmed';
    after = counted.map((payment) => (payment === waiting ? { ...payment, status: 'approved' as const } : payment));
  } else {
    const picture = pictureOf(counted);
    const accepted = acceptedPaymentAmounts(picture);
    if (!accepted.includes(amountCents)) {
      const refusal = options.overrideReason
        ? recordedAmountRefusal(picture, amountCents)
        : { reason: accepted.length === 0 ? ('nothing-to-pay' as const) : ('not-accepted' as const), accepted };
      if (refusal) return { settled: false, why: 'amount', refusal };
    }
    paymentId = await insertPayment(tx, {
      travellerId,
      amountCents,
      status: 'approved',
      method: 'transfer',
      transferDate: receivedOn,
      fileId: null,
      submittedAt: now,
      receivedAt,
      reviewedBy: actorUserId,
      recordedBy: actorUserId,
      note: options.note.slice(0, 500) || null,
      payerIban: options.payerIban,
    });
    settled = 'recorded';
    // Submitted now, the new payment is the traveller's latest.
    after = [...counted, { amountCents, status: 'approved' }];
  }
  const toPayCents = pictureOf(after).toPayCents;
  const email: EmailMessage = {
    template: 'payment-received',
    to: traveller.guardianEmail,
    travellerId,
    locale: traveller.language,
    data: {
      ...paymentMailBasics({ traveller, trip }, options.publicUrl),
      amountCents: String(amountCents),
      receivedOn,
      toPayCents: String(toPayCents),
    },
  };
  const entry: AuditEntry = {
    ip: options.ip,
    requestId: options.requestId,
    actorUserId,
    action: settled === 'confirmed' ? 'payment.confirmed' : 'payment.recorded',
    entityType: 'traveller',
    entityId: travellerId,
    tripId: traveller.tripId,
    details: {
      paymentId,
      amountCents,
      receivedOn,
      statementLineId: options.lineId,
      ...(options.overrideReason ? { overrideReason: options.overrideReason } : {}),
    },
  };
  if (options.context) {
    options.context.gathered.emails.push(email);
    options.context.gathered.audits.push(entry);
  } else {
    await enqueueEmail(tx, email);
    await audit(tx, entry);
  }
  return { settled, paymentId };
}
