import { z } from 'zod';
import { reasonSchema } from '../review-api.ts';

/**
 * The statement import calls (docs/product/payments.md#importing-a-statement): staff upload a camt.053 or a
 * bank's CSV, read the preview of every line, apply it, and then assign or set aside the lines left waiting.
 */

export const STATEMENT_FORMATS = ['camt053', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const STATEMENT_LINE_STATES = [
  'matched',
  'suggested',
  'not-matched',
  'already-imported',
  'ignored',
  'error',
] as const;

/** What became of a line kept after the apply: paid in, waiting for staff, assigned by staff, set aside. */
export const STATEMENT_LINE_OUTCOMES = ['applied', 'waiting', 'assigned', 'set-aside'] as const;
export type StatementLineOutcome = (typeof STATEMENT_LINE_OUTCOMES)[number];

const csvColumnSchema = z.union([z.string().trim().min(1).max(100), z.number().int().min(0).max(200)]);

/** The columns of a bank's CSV and how it writes dates and amounts, as staff choose them. */
export const csvMappingSchema = z.object({
  columns: z.object({
    date: csvColumnSchema,
    amount: csvColumnSchema,
    description: csvColumnSchema,
    payerName: csvColumnSchema.optional(),
    payerIban: csvColumnSchema.optional(),
    reference: csvColumnSchema.optional(),
    bankReference: csvColumnSchema.optional(),
  }),
  dateFormat: z.enum(['YYYY-MM-DD', 'DD/MM/YYYY']),
  decimalMark: z.enum(['.', ',']),
  thousandsSeparator: z.enum(['', '.', ',', ' ', "'"]),
  delimiter: z.enum([',', ';']),
  header: z.boolean(),
});
export type CsvMappingChoice = z.infer<typeof csvMappingSchema>;

/**
 * The key a CSV mapping is remembered under: the bank's name staff give, else the file's header row, in
 * lower case with the spaces squeezed, so the next file of that bank finds it.
 */
export function csvMappingKey({ bankName, headerRow }: { bankName?: string | null; headerRow?: string | null }) {
  const squeeze = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (bankName && bankName.trim()) return `bank:${squeeze(bankName)}`;
  return `header:${squeeze(headerRow ?? '')}`;
}

/** The text fields of the upload form (the file comes as `file`). */
export const statementUploadFieldsSchema = z.object({
  format: z.enum(STATEMENT_FORMATS, { error: 'validation.required' }),
  /** JSON of `csvMappingSchema`, for a CSV; without it, the mapping remembered for the bank or header row. */
  mapping: z.string().max(2000).optional(),
  bankName: z.string().trim().max(100).optional(),
});

const suggestionSchema = z.object({
  travellerId: z.string(),
  why: z.enum(['amount-refused', 'earlier-line-matched', 'reference-typo', 'personal-code', 'name']),
  acceptedCents: z.array(z.number()).optional(),
  written: z.string().optional(),
  name: z.string().optional(),
});

export const statementPreviewLineSchema = z.object({
  position: z.number().int(),
  bookingDate: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  direction: z.enum(['credit', 'debit']),
  text: z.string(),
  payerName: z.string().nullable(),
  payerIban: z.string().nullable(),
  reference: z.string().nullable(),
  state: z.enum(STATEMENT_LINE_STATES),
  /** Why an ignored or error line is so (`debit`, `other-account`, `other-currency`, `amount`, `several-registrations`). */
  why: z.string().nullable(),
  travellerId: z.string().nullable(),
  travellerName: z.string().nullable(),
  suggestions: z.array(suggestionSchema.extend({ travellerName: z.string() })),
});
export type StatementPreviewLine = z.infer<typeof statementPreviewLineSchema>;

export const statementImportSchema = z.object({
  id: z.string(),
  status: z.enum(['preview', 'applied']),
  format: z.enum(STATEMENT_FORMATS),
  fileName: z.string(),
  accountIban: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(statementPreviewLineSchema),
  /** After the apply: how many payments were confirmed, recorded, and how many lines wait for staff. */
  result: z
    .object({ confirmed: z.number(), recorded: z.number(), waiting: z.number(), skipped: z.number() })
    .nullable(),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

/** A line waiting for staff: not matched, or only suggested, after its statement was applied. */
export const waitingStatementLineSchema = z.object({
  id: z.string(),
  bookingDate: z.string().nullable(),
  amountCents: z.number().int(),
  text: z.string(),
  payerName: z.string().nullable(),
  payerIban: z.string().nullable(),
  reference: z.string().nullable(),
  state: z.enum(['not-matched', 'suggested']),
  suggestions: z.array(suggestionSchema.extend({ travellerName: z.string() })),
});
export type WaitingStatementLine = z.infer<typeof waitingStatementLineSchema>;

/**
 * A waiting line assigned to a traveller: recorded as their received transfer when the exact-amount rule
 * accepts its amount; any other amount only with `overrideReason`, which the audit row keeps.
 */
export const assignStatementLineBodySchema = z.object({
  travellerId: z.uuid({ error: 'validation.required' }),
  overrideReason: reasonSchema.optional(),
});

export const setAsideStatementLineBodySchema = z.object({ reason: reasonSchema });

/** The mapping remembered for a bank's CSV (null when none yet). */
export const rememberedCsvMappingSchema = z.object({ key: z.string(), mapping: csvMappingSchema.nullable() });
export type RememberedCsvMapping = z.infer<typeof rememberedCsvMappingSchema>;
