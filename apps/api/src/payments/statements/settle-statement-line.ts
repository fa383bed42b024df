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
import {
  findReviewTrip,
  lockReviewedTraveller,
  type ReviewedTraveller,
  type ReviewTrip,
} from '../../review/queries/registration-review.ts';
import { paymentMailBasics, receivedInstant } from '../payment-decision.ts';
import { insertPayment, listTravellerPayments, updatePayment, type CountedPaymentRow } from '../queries/payments.ts';
import { findTravellerPrice } from '../queries/traveller-prices.ts';

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
};

export type Settled =
  | { settled: 'confirmed' | 'recorded'; paymentId: string }
  | { settled: false; why: 'not-approved' }
  | { settled: false; why: 'amount'; refusal: PaymentAmountRefusal };

/** What settling a line reads of its registration, under the traveller's lock. */
export type SettleStanding = {
  traveller: ReviewedTraveller;
  trip: ReviewTrip;
  priceCents: number;
  /** The traveller's payments as they stand, oldest first. */
  counted: readonly CountedPaymentRow[];
};

/** What a line does to its registration's payments, decided in memory; nothing is written yet. */
export type LineSettlement =
  | { settled: 'confirmed'; waitingId: string }
  | { settled: 'recorded' }
  | { settled: false; why: 'amount'; refusal: PaymentAmountRefusal };

/** The traveller's money as it stands (docs/product/payments.md#balance) with these payments counted. */
function pictureOf({ traveller, trip, priceCents }: SettleStanding, counted: readonly CountedPayment[], now: Date) {
  return travellerPicture({
    trip: { payments: trip.paymentPlan, paymentGraceDays: trip.paymentGraceDays },
    approvedAt: traveller.approvedAt,
    priceCents,
    payments: counted,
    today: tripDate(now),
  });
}

/**
 * The family's receipt waiting of exactly the line's amount is confirmed; else a received transfer is
 * recorded when the exact-amount rule accepts the amount (or staff give a reason for another amount up to
 * the balance); else the line is refused.
 */
export function judgeStatementLine(standing: SettleStanding, line: SettleLine): LineSettlement {
  const { amountCents } = line;
  const waiting = standing.counted.find(
    (payment) => payment.status === 'pending' && payment.amountCents === amountCents,
  );
  if (waiting) return { settled: 'confirmed', waitingId: waiting.id };
  const picture = pictureOf(standing, standing.counted, line.now);
  const accepted = acceptedPaymentAmounts(picture);
  if (!accepted.includes(amountCents)) {
    const refusal = line.overrideReason
      ? recordedAmountRefusal(picture, amountCents)
      : { reason: accepted.length === 0 ? ('nothing-to-pay' as const) : ('not-accepted' as const), accepted };
    if (refusal) return { settled: false, why: 'amount', refusal };
  }
  return { settled: 'recorded' };
}

/** The traveller's payments once the line is settled: the receipt confirmed, or the new payment last. */
export function paymentsAfter(
  counted: readonly CountedPaymentRow[],
  settlement: { settled: 'confirmed'; waitingId: string } | { settled: 'recorded' },
  paymentId: string,
  amountCents: number,
): CountedPaymentRow[] {
  if (settlement.settled === 'confirmed') {
    return counted.map((payment) =>
      payment.id === settlement.waitingId ? { ...payment, status: 'approved' as const } : payment,
    );
  }
  // Submitted now, the new payment is the traveller's latest.
  return [...counted, { id: paymentId, amountCents, status: 'approved' }];
}

/** The received transfer a line records: approved, received on the bank's date. */
export function recordedPayment(line: SettleLine) {
  return {
    travellerId: line.travellerId,
    tripId: line.tripId,
    amountCents: line.amountCents,
    status: 'approved' as const,
    method: 'transfer' as const,
    transferDate: line.receivedOn,
    fileId: null,
    submittedAt: line.now,
    receivedAt: receivedInstant(line.receivedOn, line.now),
    reviewedBy: line.actorUserId,
    recordedBy: line.actorUserId,
    note: line.note.slice(0, 500) || null,
    payerIban: line.payerIban,
  };
}

/** The family's e-mail in their language and the audit row naming the line, once the line is settled. */
export function settledRecords(
  standing: SettleStanding,
  line: SettleLine,
  settled: 'confirmed' | 'recorded',
  paymentId: string,
  after: readonly CountedPaymentRow[],
): { email: EmailMessage; entry: AuditEntry } {
  const { traveller, trip } = standing;
  const { amountCents, receivedOn } = line;
  const email: EmailMessage = {
    template: 'payment-received',
    to: traveller.guardianEmail,
    travellerId: traveller.id,
    locale: traveller.language,
    data: {
      ...paymentMailBasics({ traveller, trip }, line.publicUrl),
      amountCents: String(amountCents),
      receivedOn,
      toPayCents: String(pictureOf(standing, after, line.now).toPayCents),
    },
  };
  const entry: AuditEntry = {
    ip: line.ip,
    requestId: line.requestId,
    actorUserId: line.actorUserId,
    action: settled === 'confirmed' ? 'payment.confirmed' : 'payment.recorded',
    entityType: 'traveller',
    entityId: traveller.id,
    tripId: traveller.tripId,
    details: {
      paymentId,
      amountCents,
      receivedOn,
      statementLineId: line.lineId,
      ...(line.overrideReason ? { overrideReason: line.overrideReason } : {}),
    },
  };
  return { email, entry };
}

/** Whether the locked registration can take a line of this trip: approved, and of the trip. */
export const canSettle = (traveller: ReviewedTraveller | undefined, tripId: number): traveller is ReviewedTraveller =>
  traveller !== undefined && traveller.status === 'approved' && traveller.tripId === tripId;

/**
 * A bank line paid into a registration, inside the caller's transaction under the traveller's lock
 * (docs/product/payments.md#importing-a-statement): staff assigning a waiting line. Received on the
 * bank's date; the family is e-mailed in their language and the audit row names the line. A whole
 * statement's lines are settled together by `settleStatementLines`, by the same rules.
 */
export async function settleStatementLine(tx: Transaction, line: SettleLine): Promise<Settled> {
  const traveller = await lockReviewedTraveller(tx, line.travellerId);
  if (!canSettle(traveller, line.tripId)) return { settled: false, why: 'not-approved' };
  const standing: SettleStanding = {
    traveller,
    trip: await findReviewTrip(tx, traveller.tripId),
    priceCents: (await findTravellerPrice(tx, traveller.id)).priceCents,
    counted: await listTravellerPayments(tx, traveller.id),
  };
  const settlement = judgeStatementLine(standing, line);
  if (!settlement.settled) return settlement;
  let paymentId: string;
  if (settlement.settled === 'confirmed') {
    paymentId = settlement.waitingId;
    const change = {
      status: 'approved' as const,
      receivedAt: receivedInstant(line.receivedOn, line.now),
      reviewedBy: line.actorUserId,
      payerIban: line.payerIban,
    };
    await updatePayment(tx, paymentId, change, line.now);
  } else {
    paymentId = await insertPayment(tx, recordedPayment(line));
  }
  const after = paymentsAfter(standing.counted, settlement, paymentId, line.amountCents);
  const { email, entry } = settledRecords(standing, line, settlement.settled, paymentId, after);
  await enqueueEmail(tx, email);
  await audit(tx, entry);
  return { settled: settlement.settled, paymentId };
}
