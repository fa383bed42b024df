import { z } from 'zod';
import { localizedTextSchema } from './localized-text.ts';
import { MAX_TRIP_ID } from './trip-id.ts';
import { cancellationStepSchema } from './payments/cancellation-fees.ts';
import { tripEmergencySettingsSchema } from './trip-emergency.ts';

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
  /** A guardian's second child's price, and the third and later children's; null: the trip's price (docs/product/payments.md#family-prices). */
  secondChildPriceCents: z.number().int().nonnegative().nullable(),
  laterChildPriceCents: z.number().int().nonnegative().nullable(),
  payments: z.array(instalmentSchema),
  bankDetails: bankDetailsSchema,
  /** The fee kept by how many days before the departure a registration is cancelled (docs/product/payments.md#cancellation-and-refunds). */
  cancellationSchedule: z.array(cancellationStepSchema),
  registrationOpensAt: z.iso.datetime(),
  registrationClosesAt: z.iso.datetime(),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  consentDeadlineDays: z.number().int().positive(),
  /** Days to pay an instalment already due at approval, counted from it (docs/product/payments.md#due-dates). */
  paymentGraceDays: z.number().int().positive(),
  /** ID scans and passport details are removed this many days after `endsOn` (docs/product/data-rights.md#retention). */
  idRetentionDays: z.number().int().positive(),
  /** The health record is frozen this many days before `startsOn` (docs/product/health.md#freeze). */
  healthFreezeDays: z.number().int().positive(),
  /** From this many days before `startsOn` a family's correction is a request staff decide (docs/product/corrections.md). */
  correctionsFreezeDays: z.number().int().positive(),
  capacity: z.number().int().positive(),
  /** The waiting list and the fair draw (docs/product/places.md): the days a family has to answer an offer. */
  waitingListOfferDays: z.number().int().positive(),
  /** An accepted offer approves the registration at once, instead of leaving it to staff. */
  autoApproveOffers: z.boolean(),
  /** A waiting sibling of a traveller with a place is offered first (docs/product/places.md#waiting-list). */
  keepSiblingsTogether: z.boolean(),
  /** The places go by a draw among those registered in the first days, not first come first served. */
  fairAllocation: z.boolean(),
  /** The days from the opening of registrations that count as received together for the draw. */
  allocationWindowDays: z.number().int().positive(),
  /** Each school's least share of the places in the draw, in percent; null: none. */
  schoolMinimumShare: z.number().int().min(0).max(100).nullable(),
  /** The draw's seed, announced before the window closes; null until staff set it. */
  drawSeed: z.string().nullable(),
  /** The numbers escorts call on the trip day, each null until set (docs/product/trips.md#editing-a-trip). */
  ...tripEmergencySettingsSchema.shape,
  /** When staff last changed it: the editor sends it back as `expectedUpdatedAt`. */
  updatedAt: z.iso.datetime(),
});
export type Trip = z.infer<typeof tripSchema>;
