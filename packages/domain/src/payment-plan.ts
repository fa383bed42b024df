import { addDays, tripDate } from './consent-deadline.ts';
import type { Cents } from './money.ts';
import { scaledPlan } from './payments/family-prices.ts';
import type { Instalment } from './trip.ts';

/**
 * A traveller's money against the trip's payment plan (docs/product/payments.md#balance). Payments
 * count in the plan's order, oldest instalment first, whatever the family meant a transfer for: money
 * received always settles the oldest debt. A payment waiting for staff (Processing) counts as covering
 * its instalments for the family (they have paid), but not as received.
 */

/**
 * Days a family has to pay an instalment whose date has passed when its place is confirmed, or falls
 * within these days of it: the trip's setting `paymentGraceDays` starts at this (docs/product/payments.md#due-dates).
 */
export const PAYMENT_GRACE_DEFAULT_DAYS = 14;

/** The day of the trip's calendar (Cyprus) a registration was approved: null while it has no approval time. */
export function approvalDay(approvedAt: Date | string | null): string | null {
  return approvedAt === null ? null : tripDate(new Date(approvedAt));
}

/**
 * The date an instalment is due for a traveller approved on `approvedOn` (`YYYY-MM-DD`, Cyprus): the
 * plan's date, or `graceDays` after the approval when the plan's date comes before that (already passed
 * at approval, or too close to it). Without an approval day, the plan's date.
 */
export function effectiveDueDate(dueDate: string, approvedOn: string | null, graceDays: number): string {
  if (approvedOn === null) return dueDate;
  const earliest = addDays(approvedOn, graceDays);
  return dueDate < earliest ? earliest : dueDate;
}

/** Who the plan's dates are moved for: the day the registration was approved and the trip's grace days. */
export type PlanApproval = { approvedOn: string | null; graceDays: number };

/**
 * The trip's plan as one traveller owes it (docs/product/payments.md#due-dates): each instalment with its
 * effective due date. Every calculation of due dates (balance, overdue, reminders, dashboard, e-mails)
 * starts from this plan, never from the trip's plan as it is.
 */
export function travellerPlan(plan: readonly Instalment[], { approvedOn, graceDays }: PlanApproval): Instalment[] {
  return plan.map((instalment) => ({
    ...instalment,
    dueDate: effectiveDueDate(instalment.dueDate, approvedOn, graceDays),
  }));
}

/** What of a payment the picture needs: its amount and whether it counts. */
export type CountedPayment = { amountCents: Cents; status: string };

/** One instalment of the plan and how far it is settled. */
export type InstalmentStanding = Instalment & {
  /** Settled by money staff confirmed as received. */
  receivedCents: Cents;
  /** Settled by money received or waiting for confirmation. */
  coveredCents: Cents;
  /** Still to pay on this instalment: not covered by anything sent. */
  remainingCents: Cents;
  /** Its due date has passed and part of it is not covered. */
  overdue: boolean;
};

export type PaymentPicture = {
  totalCents: Cents;
  receivedCents: Cents;
  /** Receipts sent and not yet confirmed or rejected. */
  processingCents: Cents;
  /** The total less what was received and what is waiting for confirmation. */
  toPayCents: Cents;
  instalments: InstalmentStanding[];
  /** The first instalment with something still to pay, or null once everything is covered. */
  next: InstalmentStanding | null;
  /** What is uncovered on instalments past their due date. */
  overdueCents: Cents;
};

const sumOf = (payments: readonly CountedPayment[], status: string): Cents =>
  payments.filter((payment) => payment.status === status).reduce((sum, payment) => sum + payment.amountCents, 0);

/** Spreads `cents` over the plan in order: how much of each instalment it settles. */
function spread(plan: readonly Instalment[], cents: Cents): Cents[] {
  let left = cents;
  return plan.map((instalment) => {
    const part = Math.min(instalment.amountCents, Math.max(left, 0));
    left -= part;
    return part;
  });
}

/**
 * The picture for one traveller on `today` (`YYYY-MM-DD`, the trip's calendar): received (`approved`)
 * and processing (`pending`) payments count; rejected and withdrawn ones do not.
 */
export function paymentPicture(
  plan: readonly Instalment[],
  payments: readonly CountedPayment[],
  today: string,
): PaymentPicture {
  const receivedCents = sumOf(payments, 'approved');
  const processingCents = sumOf(payments, 'pending');
  const totalCents = plan.reduce((sum, instalment) => sum + instalment.amountCents, 0);
  const received = spread(plan, receivedCents);
  const covered = spread(plan, receivedCents + processingCents);
  const instalments = plan.map((instalment, index) => {
    const remainingCents = instalment.amountCents - covered[index]!;
    return {
      ...instalment,
      receivedCents: received[index]!,
      coveredCents: covered[index]!,
      remainingCents,
      overdue: remainingCents > 0 && instalment.dueDate < today,
    };
  });
  return {
    totalCents,
    receivedCents,
    processingCents,
    toPayCents: Math.max(totalCents - receivedCents - processingCents, 0),
    instalments,
    next: instalments.find((instalment) => instalment.remainingCents > 0) ?? null,
    overdueCents: instalments.reduce((sum, item) => sum + (item.overdue ? item.remainingCents : 0), 0),
  };
}

/**
 * The trip's plan as one traveller owes it: scaled to the traveller's own price
 * (docs/product/payments.md#family-prices), with its due dates moved by its approval (`travellerPlan`).
 */
export function ownedPlan(
  trip: { payments: readonly Instalment[]; paymentGraceDays: number },
  { approvedAt, priceCents }: { approvedAt: Date | string | null; priceCents: Cents },
): Instalment[] {
  return travellerPlan(scaledPlan(trip.payments, priceCents), {
    approvedOn: approvalDay(approvedAt),
    graceDays: trip.paymentGraceDays,
  });
}

/**
 * One traveller's picture from the trip and the registration as the API sends them: its payments against
 * the plan as the traveller owes it (`ownedPlan`: its own price, its due dates) on `today`.
 */
export function travellerPicture({
  trip,
  approvedAt,
  priceCents,
  payments,
  today,
}: {
  trip: { payments: readonly Instalment[]; paymentGraceDays: number };
  approvedAt: Date | string | null;
  /** The traveller's own price (`price.priceCents` as the API sends it). */
  priceCents: Cents;
  payments: readonly CountedPayment[];
  today: string;
}): PaymentPicture {
  return paymentPicture(ownedPlan(trip, { approvedAt, priceCents }), payments, today);
}

/**
 * The exact-amount rule (docs/product/payments.md#the-exact-amount-rule): the amounts a family may
 * report, smallest first. Each unpaid instalment (what is left of it), each sum of consecutive unpaid
 * instalments, and the whole outstanding balance; nothing when everything is covered.
 */
export function acceptedPaymentAmounts(picture: PaymentPicture): Cents[] {
  const left = picture.instalments.map((instalment) => instalment.remainingCents).filter((cents) => cents > 0);
  const amounts = new Set<Cents>();
  for (let start = 0; start < left.length; start++) {
    let run = 0;
    for (let end = start; end < left.length; end++) {
      run += left[end]!;
      amounts.add(run);
    }
  }
  if (picture.toPayCents > 0) amounts.add(picture.toPayCents);
  return [...amounts].sort((a, b) => a - b);
}

export const PAYMENT_AMOUNT_REFUSALS = ['nothing-to-pay', 'not-accepted', 'over-balance'] as const;

/**
 * Why an amount is refused: nothing is left to pay, it is not one of `accepted` (a family's report), or
 * it is more than the balance (money staff record, whose largest accepted amount is the balance).
 */
export type PaymentAmountRefusal = { reason: (typeof PAYMENT_AMOUNT_REFUSALS)[number]; accepted: Cents[] };

/** Null when the family may report `amountCents` now; otherwise why not, with the amounts that would do. */
export function paymentAmountRefusal(picture: PaymentPicture, amountCents: Cents): PaymentAmountRefusal | null {
  const accepted = acceptedPaymentAmounts(picture);
  if (accepted.length === 0) return { reason: 'nothing-to-pay', accepted };
  return accepted.includes(amountCents) ? null : { reason: 'not-accepted', accepted };
}

/**
 * Money staff record is what arrived, whatever its amount, as long as it is not more than what is
 * left to pay: null when `amountCents` may be recorded, otherwise the refusal with the balance.
 */
export function recordedAmountRefusal(picture: PaymentPicture, amountCents: Cents): PaymentAmountRefusal | null {
  if (picture.toPayCents === 0) return { reason: 'nothing-to-pay', accepted: [] };
  return amountCents > picture.toPayCents ? { reason: 'over-balance', accepted: [picture.toPayCents] } : null;
}

/**
 * The instalments a payment settles, by spreading every counted payment in the order given (oldest
 * first) over the plan: the ledger's "instalment" column. A payment that settles nothing of the plan
 * (more than the price, after a correction) gets an empty list.
 */
export function instalmentsSettled<P extends CountedPayment & { id: string }>(
  plan: readonly Instalment[],
  payments: readonly P[],
): Map<string, Instalment['key'][]> {
  const settled = new Map<string, Instalment['key'][]>();
  let before = 0;
  for (const payment of payments) {
    if (payment.status !== 'approved' && payment.status !== 'pending') {
      settled.set(payment.id, []);
      continue;
    }
    const from = before;
    const to = before + payment.amountCents;
    before = to;
    let start = 0;
    const keys: Instalment['key'][] = [];
    for (const instalment of plan) {
      const end = start + instalment.amountCents;
      if (from < end && to > start) keys.push(instalment.key);
      start = end;
    }
    settled.set(payment.id, keys);
  }
  return settled;
}
