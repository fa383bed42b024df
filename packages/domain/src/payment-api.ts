import { z } from 'zod';
import { PAYMENT_AMOUNT_REFUSALS } from './payment-plan.ts';
import { customPriceSchema } from './payments/family-prices.ts';
import { LIST_EXPORT_FORMATS, type ListExportFormat } from './export-formats.ts';
import { familyReasonSchema, queueRowTravellerSchema, reasonSchema } from './review-api.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './traveller-statuses.ts';
import { ibanSchema } from './payments/iban.ts';

/**
 * The payment calls (docs/product/payments.md): a family reports a transfer with its receipt and may
 * withdraw it while it waits; staff confirm or reject it, record money that came without a receipt,
 * and correct a payment. Amounts are integer euro cents.
 */

/** A payment at most this large: far above any trip's price, and within the database's integer. */
export const PAYMENT_MAX_CENTS = 10_000_000;

const centsSchema = z
  .number({ error: 'validation.amount' })
  .int({ error: 'validation.amount' })
  .positive({ error: 'validation.amount' })
  .max(PAYMENT_MAX_CENTS, { error: 'validation.amount' });

/**
 * An amount typed in euro, as people write it: `300`, `300.50`, `300,50`, `1.090,00`, `1,090.00`,
 * `€ 1 090`. Returns cents, or null for anything else (more than two decimals, letters, a sign).
 */
export function parseEuroAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  const match = /^(\d{1,3}(?:([.,])\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const [, whole, thousands, decimalMark, decimals] = match;
  if (thousands && decimalMark === thousands) return null;
  const euros = Number(whole!.replace(/[.,]/g, ''));
  const cents = euros * 100 + Number((decimals ?? '0').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A euro amount field of a form: the text as typed, read into cents. */
export const euroAmountSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .transform((text, context) => {
    const cents = parseEuroAmount(text);
    if (cents === null) {
      context.addIssue({ code: 'custom', message: 'validation.amount' });
      return z.NEVER;
    }
    return cents;
  })
  .pipe(centsSchema);

/** A calendar day that is not after `today` (`YYYY-MM-DD`): a transfer or a receipt cannot be dated in the future. */
export function pastDateSchema(today: string) {
  return z.iso
    .date({ error: 'validation.date' })
    .refine((date) => date <= today, { error: 'validation.dateInFuture' })
    .refine((date) => date >= '2000-01-01', { error: 'validation.date' });
}

/**
 * The "I have paid" form: the amount (checked against the exact-amount rule by both sides, see
 * `paymentAmountRefusal`), the transfer's date and, beside these fields, the receipt file. The API reads
 * the same fields from the multipart form, with the amount already in cents.
 */
export function paymentClaimFormSchema(today: string) {
  return z.object({ amount: euroAmountSchema, transferDate: pastDateSchema(today) });
}
export function paymentClaimFieldsSchema(today: string) {
  return z.strictObject({
    amountCents: z
      .string({ error: 'validation.required' })
      .regex(/^[1-9][0-9]{0,8}$/, { error: 'validation.amount' })
      .transform(Number)
      .pipe(centsSchema),
    transferDate: pastDateSchema(today),
  });
}

/** `POST /api/admin/payments/:id/confirm`: the day the money arrived (defaults to today on the screen). */
export function paymentConfirmBodySchema(today: string) {
  return z.strictObject({ receivedOn: pastDateSchema(today) });
}
export const paymentRejectBodySchema = z.strictObject({ reason: familyReasonSchema });

/** `POST /api/admin/travellers/:id/payments`: money staff saw arrive without a receipt. */
export function paymentRecordBodySchema(today: string) {
  return z.strictObject({
    amountCents: centsSchema,
    receivedOn: pastDateSchema(today),
    method: z.enum(PAYMENT_METHODS),
    note: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
    /** The account a transfer came from, as the bank statement shows it: a refund goes back to it. */
    payerIban: ibanSchema.optional(),
  });
}

/** `PATCH /api/admin/payments/:id`: a received payment's amount or date put right, always with a reason. */
export function paymentCorrectBodySchema(today: string) {
  return z.strictObject({ amountCents: centsSchema, receivedOn: pastDateSchema(today), reason: reasonSchema });
}

/** The staff's form for recording and correcting: the amount as typed in euro. */
export function paymentRecordFormSchema(today: string) {
  return z.object({
    amount: euroAmountSchema,
    receivedOn: pastDateSchema(today),
    method: z.enum(PAYMENT_METHODS),
    note: z.string().trim().max(500, { error: 'validation.tooLong' }),
  });
}
export function paymentCorrectFormSchema(today: string) {
  return z.object({ amount: euroAmountSchema, receivedOn: pastDateSchema(today), reason: reasonSchema });
}

/** Staff's form for a traveller's own price: the amount as typed, read into cents, and the reason (`customPriceSchema`). */
export const customPriceFormSchema = z.object({
  amount: euroAmountSchema.pipe(customPriceSchema.shape.cents),
  reason: customPriceSchema.shape.reason,
});

/** A refused amount (422 `PAYMENT_AMOUNT`): why, and the amounts that would be accepted, in cents. */
export const paymentAmountErrorDetailsSchema = z.object({
  reason: z.enum(PAYMENT_AMOUNT_REFUSALS),
  accepted: z.array(z.number().int()),
});

/** A payment as the staff's queue lists it: what its table and cards show, the traveller beside the money. */
export const paymentQueueRowSchema = queueRowTravellerSchema.extend({
  amountCents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  transferDate: z.iso.date().nullable(),
  submittedAt: z.iso.datetime(),
  receivedAt: z.iso.datetime().nullable(),
  rejectionReason: z.string().nullable(),
  fileName: z.string().nullable(),
  fileMediaType: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  /** The traveller's price less what was received so far: what this payment is measured against. */
  outstandingCents: z.number().int(),
});
export type PaymentQueueRow = z.infer<typeof paymentQueueRowSchema>;

/** A payment as staff read it on its own (a registration's payments, the answer to a decision): the row and the guardian. */
export const staffPaymentSchema = paymentQueueRowSchema.extend({ guardianName: z.string() });
export type StaffPayment = z.infer<typeof staffPaymentSchema>;

/** The ledger is a list export like the others: CSV, XLSX or PDF. */
export const LEDGER_FORMATS = LIST_EXPORT_FORMATS;
export type LedgerFormat = ListExportFormat;
