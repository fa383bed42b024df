import { z } from 'zod';
import { daysBetween } from '../consent-deadline.ts';
import type { Cents } from '../money.ts';

/**
 * What is kept and what is refunded when a registration is cancelled (docs/product/payments.md#cancellation-and-refunds):
 * a trip's schedule of fees, by how many days before the departure the cancellation comes.
 */

export const CANCELLATION_FEE_KINDS = ['deposit', 'percent', 'all'] as const;

/** The deposit (never more than the price), a share of the price, or the whole price. */
export type CancellationFee = { kind: 'deposit' } | { kind: 'percent'; percent: number } | { kind: 'all' };

/**
 * One step of a schedule: the fee for a cancellation `daysBefore` days or more before the departure
 * (up to the next step's days). The step at 0 days covers the departure day and any later day.
 */
export type CancellationStep = { daysBefore: number; fee: CancellationFee };
export type CancellationSchedule = CancellationStep[];

/** The demo trip's terms: more than 60 days before, the deposit is kept; 60 to 31, half the price; 30 or less, everything. */
export const DEMO_CANCELLATION_SCHEDULE: CancellationSchedule = [
  { daysBefore: 61, fee: { kind: 'deposit' } },
  { daysBefore: 31, fee: { kind: 'percent', percent: 50 } },
  { daysBefore: 0, fee: { kind: 'all' } },
];

/** The step that applies `daysBefore` days before the departure: the one with the most days not above it. */
export function cancellationStep(schedule: readonly CancellationStep[], daysBefore: number): CancellationStep {
  const sorted = [...schedule].sort((a, b) => b.daysBefore - a.daysBefore);
  const step = sorted.find((each) => each.daysBefore <= daysBefore) ?? sorted.at(-1);
  if (!step) throw new RangeError('A cancellation schedule has at least one step');
  return step;
}

/** The fee of a step for a traveller's price and deposit, in cents. Percentages round to the nearest cent. */
export function cancellationFeeCents(fee: CancellationFee, priceCents: Cents, depositCents: Cents): Cents {
  switch (fee.kind) {
    case 'deposit':
      return Math.min(depositCents, priceCents);
    case 'percent':
      return Math.round((priceCents * fee.percent) / 100);
    case 'all':
      return priceCents;
  }
}

export type CancellationOutcome = {
  /** Days from the cancellation to the departure (negative once it has left). */
  daysBefore: number;
  /** The schedule's fee for that day. */
  feeCents: Cents;
  /** What is kept of the money paid: the fee, or everything paid when that is less. */
  keptCents: Cents;
  /** The money paid less what is kept. */
  refundCents: Cents;
};

/**
 * What a cancellation on `cancelledOn` of a traveller leaving on `departureDate` (both `YYYY-MM-DD`, the
 * trip's calendar) keeps and refunds of `paidCents` (money received). The part of a fee not yet paid
 * is not claimed: nothing is ever kept beyond what was paid.
 */
export function cancellationOutcome(
  schedule: readonly CancellationStep[],
  priceCents: Cents,
  paidCents: Cents,
  depositCents: Cents,
  departureDate: string,
  cancelledOn: string,
): CancellationOutcome {
  const daysBefore = daysBetween(cancelledOn, departureDate);
  const feeCents = cancellationFeeCents(cancellationStep(schedule, daysBefore).fee, priceCents, depositCents);
  const paid = Math.max(paidCents, 0);
  const keptCents = Math.min(feeCents, paid);
  return { daysBefore, feeCents, keptCents, refundCents: paid - keptCents };
}

/** Days before a departure a step may name: a year. */
export const CANCELLATION_DAYS_MAX = 365;

const feeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('deposit') }),
    z.object({
      kind: z.literal('percent'),
      percent: z
        .number({ error: 'validation.cancellationPercent' })
        .int({ error: 'validation.cancellationPercent' })
        .min(1, { error: 'validation.cancellationPercent' })
        .max(100, { error: 'validation.cancellationPercent' }),
    }),
    z.object({ kind: z.literal('all') }),
  ],
  { error: 'validation.cancellationFee' },
);

/** One step as staff write it and the API sends it. */
export const cancellationStepSchema = z.object({
  daysBefore: z
    .number({ error: 'validation.cancellationDays' })
    .int({ error: 'validation.cancellationDays' })
    .min(0, { error: 'validation.cancellationDays' })
    .max(CANCELLATION_DAYS_MAX, { error: 'validation.cancellationDays' }),
  fee: feeSchema,
});

/**
 * A schedule as staff edit it: 1 to 10 steps, each on its own day, one of them at 0 days (so every
 * day is covered).
 */
export const cancellationScheduleSchema = z
  .array(cancellationStepSchema)
  .max(10, { error: 'validation.tooMany' })
  .superRefine((steps, context) => {
    const days = steps.map((step) => step.daysBefore);
    days.forEach((day, index) => {
      if (days.indexOf(day) !== index) {
        context.addIssue({ code: 'custom', path: [index, 'daysBefore'], message: 'validation.cancellationDaysTwice' });
      }
    });
    if (!days.includes(0))
      context.addIssue({ code: 'custom', path: [], message: 'validation.cancellationFromDeparture' });
  });
