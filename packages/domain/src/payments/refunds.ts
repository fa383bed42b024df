import { z } from 'zod';
import type { Instalment } from '../trip.ts';
import type { Cents } from '../money.ts';
import { reasonSchema } from '../review-api.ts';
import { cancellationOutcome, type CancellationStep } from './cancellation-fees.ts';
import { ibanSchema } from './iban.ts';

/**
 * What a cancelled registration keeps and owes back (docs/product/payments.md#refunds), and the calls
 * through which staff send the money back to the account it came from.
 */

export type CancellationTrip = {
  cancellationSchedule: readonly CancellationStep[];
  totalPriceCents: Cents;
  /** The payment plan: its first instalment is the deposit. */
  payments: readonly Pick<Instalment, 'amountCents'>[];
};

/** What the family paid, what the schedule keeps of it and what goes back. */
export const cancellationMoneySchema = z.object({
  /** Days from the cancellation to the departure (negative once it has left). */
  daysBefore: z.number().int(),
  departureDate: z.iso.date(),
  paidCents: z.number().int().nonnegative(),
  keptCents: z.number().int().nonnegative(),
  refundCents: z.number().int().nonnegative(),
});
export type CancellationMoney = z.infer<typeof cancellationMoneySchema>;

/**
 * A cancellation of a traveller on `cancelledOn`, who leaves on `departureDate` and whose received money
 * is `paidCents`: the trip's schedule applied to the trip's price and deposit.
 */
export function cancellationMoney(
  trip: CancellationTrip,
  { paidCents, departureDate, cancelledOn }: { paidCents: Cents; departureDate: string; cancelledOn: string },
): CancellationMoney {
  const depositCents = trip.payments[0]?.amountCents ?? 0;
  const outcome = cancellationOutcome(
    trip.cancellationSchedule,
    trip.totalPriceCents,
    paidCents,
    depositCents,
    departureDate,
    cancelledOn,
  );
  return {
    daysBefore: outcome.daysBefore,
    departureDate,
    paidCents: Math.max(paidCents, 0),
    keptCents: outcome.keptCents,
    refundCents: outcome.refundCents,
  };
}

/** Where a refund's IBAN comes from: the payment the money came with, or staff who typed it with a reason. */
export const REFUND_IBAN_SOURCES = ['payment', 'entered'] as const;
export type RefundIbanSource = (typeof REFUND_IBAN_SOURCES)[number];

/** A refund as the staff's To refund list shows it. */
export const refundSchema = z.object({
  id: z.uuid(),
  travellerId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** The parent or guardian, the refund's beneficiary. */
  guardianName: z.string(),
  personalCode: z.string().nullable(),
  paymentReference: z.string().nullable(),
  cancelledOn: z.iso.date(),
  paidCents: z.number().int(),
  keptCents: z.number().int(),
  refundCents: z.number().int(),
  /** Compact; null until the paying account is known or staff enter one. */
  iban: z.string().nullable(),
  ibanSource: z.enum(REFUND_IBAN_SOURCES).nullable(),
  ibanReason: z.string().nullable(),
  /** The day staff marked the money sent; null while it is owed. */
  refundedOn: z.iso.date().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** `POST /api/admin/refunds/:id/iban`: an account other than the paying one, always with a reason. */
export const refundIbanBodySchema = z.strictObject({ iban: ibanSchema, reason: reasonSchema });
export type RefundIbanBody = z.output<typeof refundIbanBodySchema>;

/** `POST /api/admin/refunds/:id/refunded`: the day the transfer left, not in the future. */
export function refundPaidBodySchema(today: string) {
  return z.strictObject({
    refundedOn: z.iso
      .date({ error: 'validation.date' })
      .refine((day) => day <= today, { error: 'validation.dateInFuture' })
      .refine((day) => day >= '2000-01-01', { error: 'validation.date' }),
  });
}

/** The refunds still owed, as a bank transfer file (ISO 20022 pain.001.001.03) or a CSV. */
export const REFUND_EXPORT_FORMATS = ['pain001', 'csv'] as const;
export type RefundExportFormat = (typeof REFUND_EXPORT_FORMATS)[number];
