import { z } from 'zod';
import { localizedTextSchema } from './localized-text.ts';
import { MAX_TRIP_ID } from './trip-id.ts';

const tripIdNumber = z
  .number({ error: 'validation.tripId' })
  .int({ error: 'validation.tripId' })
  .positive({ error: 'validation.tripId' })
  .max(MAX_TRIP_ID, { error: 'validation.tripId' });

/**
 * A trip id: a number in a JSON body, or its digits in a query string or a path (the upper bound is the
 * database integer range). Nothing else is read as a number: `true`, `[1]`, `"1e3"` or `" 1"` are refused.
 */
export const tripIdSchema = z.union(
  [
    tripIdNumber,
    z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/)
      .transform(Number)
      .pipe(tripIdNumber),
  ],
  { error: 'validation.tripId' },
);

/** Query of every trip-scoped read endpoint (docs/product/api.md#read-endpoints). */
export const tripQuerySchema = z.object({ trip_id: tripIdSchema });
export type TripQuery = z.infer<typeof tripQuerySchema>;

export const activitySchema = z.object({ activity: z.string(), en: z.string(), el: z.string() });
export const scheduleDaySchema = z.object({
  day: z.number().int().positive(),
  title: localizedTextSchema,
  activities: z.array(activitySchema),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

export const instalmentSchema = z.object({
  /** Names the instalment in reminders and the ledger: `deposit`, `balance`, or one staff added (`instalment-3`). */
  key: z.string().regex(/^[a-z0-9-]{1,40}$/),
  label: localizedTextSchema,
  amountCents: z.number().int().nonnegative(),
  dueDate: z.iso.date(),
});
export type Instalment = z.infer<typeof instalmentSchema>;

export const bankDetailsSchema = z.object({
  beneficiary: z.string(),
  accountNumber: z.string(),
  bank: z.string(),
  bic: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const infoSectionSchema = z.object({ title: localizedTextSchema, body: localizedTextSchema });
export type InfoSection = z.infer<typeof infoSectionSchema>;

export const tripDocumentSchema = z.object({
  key: z.enum(['consent', 'terms', 'general']),
  title: localizedTextSchema,
  body: localizedTextSchema,
});
export type TripDocument = z.infer<typeof tripDocumentSchema>;

/** Row of `api/trip/all`. */
export const tripSummarySchema = z.object({
  id: z.number().int(),
  /** The trip's short name as families read it ("Παρίσι" / "Paris"); the year is beside it. */
  name: localizedTextSchema,
  year: z.number().int(),
  active: z.boolean(),
});
export type TripSummary = z.infer<typeof tripSummarySchema>;

/** `api/trip`, `api/trip/active`: everything the public site and the admin trip screen show. */
export const tripSchema = tripSummarySchema.extend({
  title: localizedTextSchema,
  intro: localizedTextSchema,
  missions: z.array(localizedTextSchema),
  package: z.array(localizedTextSchema),
  schedule: z.array(scheduleDaySchema),
  usefulInfo: z.array(infoSectionSchema),
  documents: z.array(tripDocumentSchema),
  totalPriceCents: z.number().int().nonnegative(),
  payments: z.array(instalmentSchema),
  bankDetails: bankDetailsSchema,
  registrationOpensAt: z.iso.datetime(),
  registrationClosesAt: z.iso.datetime(),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  consentDeadlineDays: z.number().int().positive(),
  /** Days to pay an instalment already due at approval, counted from it (docs/product/payments.md#due-dates). */
  paymentGraceDays: z.number().int().positive(),
  /** ID scans and passport details are removed this many days after `endsOn` (docs/product/data-rights.md#retention). */
  idRetentionDays: z.number().int().positive(),
  capacity: z.number().int().positive(),
  /** When staff last changed it: the editor sends it back as `expectedUpdatedAt`. */
  updatedAt: z.iso.datetime(),
});
export type Trip = z.infer<typeof tripSchema>;
