import { HEALTH_FREEZE_MAX_DAYS } from './health/health-freeze.ts';
import { CORRECTIONS_FREEZE_MAX_DAYS } from './corrections/corrections-freeze.ts';
import { z } from 'zod';
import { TRIP_PRICE_MAX_CENTS } from './money.ts';
import { familyPricesSchema } from './payments/family-prices.ts';
import { plainText } from './plain-text.ts';
import { ID_RETENTION_MAX_DAYS } from './data-rights.ts';
import { tripIdSchema, type Trip } from './trip.ts';
import { cancellationScheduleSchema } from './payments/cancellation-fees.ts';
import {
  ALLOCATION_WINDOW_MAX_DAYS,
  WAITING_LIST_OFFER_MAX_DAYS,
  WAITING_LIST_OFFER_MIN_DAYS,
} from './places/places-settings.ts';
import { DRAW_SEED_MAX } from './places/place-draw.ts';
import { TRIP_EMERGENCY_FIELDS, tripEmergencyFields } from './trip-emergency.ts';

/**
 * Staff edit a trip (docs/product/trips.md#editing-a-trip) section by section: each section's fields,
 * their rules, and the rules across fields, written once for the editor and the API.
 */

export const TRIP_YEAR_MIN = 2000;
export const TRIP_YEAR_MAX = 2100;
export { TRIP_PRICE_MAX_CENTS } from './money.ts';

const line = plainText({ max: 200 }).min(1, { error: 'validation.required' });
const paragraph = plainText({ max: 5000, multiline: true }).min(1, { error: 'validation.required' });
/** A text families read, required in both languages. */
const bilingualLine = z.object({ el: line, en: line });
const bilingualParagraph = z.object({ el: paragraph, en: paragraph });

export const tripYearSchema = z
  .number({ error: 'validation.tripYear' })
  .int({ error: 'validation.tripYear' })
  .min(TRIP_YEAR_MIN, { error: 'validation.tripYear' })
  .max(TRIP_YEAR_MAX, { error: 'validation.tripYear' });

const cents = z
  .number({ error: 'validation.amount' })
  .int({ error: 'validation.amount' })
  .min(0, { error: 'validation.amount' })
  .max(TRIP_PRICE_MAX_CENTS, { error: 'validation.amount' });
const date = z.iso.date({ error: 'validation.date' });
// Written as the API answers it (UTC), so an unchanged instant compares equal.
const instant = z.iso
  .datetime({ error: 'validation.date', offset: true })
  .transform((value) => new Date(value).toISOString());

export const editedActivitySchema = z.object({
  activity: plainText({ max: 100 }),
  en: line,
  el: line,
});
export const editedScheduleDaySchema = z.object({
  day: z.number().int().positive(),
  title: bilingualLine,
  activities: z.array(editedActivitySchema).max(30),
});
export const editedInstalmentSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]{1,40}$/),
  label: bilingualLine,
  amountCents: cents,
  dueDate: date,
});
export const editedBankDetailsSchema = z.object({
  beneficiary: line,
  accountNumber: line,
  bank: line,
  bic: line,
});

/** A whole number from 1 to `max` (days, places), refused as one message. */
const wholeNumber = (max: number) =>
  z
    .number({ error: 'validation.wholeNumber' })
    .int({ error: 'validation.wholeNumber' })
    .min(1, { error: 'validation.wholeNumber' })
    .max(max, { error: 'validation.wholeNumber' });

/** Every field staff may change, with its rule. */
export const tripFields = {
  name: bilingualLine,
  year: tripYearSchema,
  title: bilingualLine,
  intro: bilingualParagraph,
  missions: z.array(bilingualLine).max(30),
  package: z.array(bilingualLine).max(30),
  usefulInfo: z.array(z.object({ title: bilingualLine, body: bilingualParagraph })).max(30),
  documents: z
    .array(z.object({ key: z.enum(['consent', 'terms', 'general']), title: bilingualLine, body: bilingualParagraph }))
    .max(3),
  schedule: z.array(editedScheduleDaySchema).max(30),
  totalPriceCents: cents,
  /** Lower prices for a guardian's second child and for the third and later (docs/product/payments.md#family-prices). */
  secondChildPriceCents: familyPricesSchema.shape.secondChildCents,
  laterChildPriceCents: familyPricesSchema.shape.laterChildCents,
  payments: z.array(editedInstalmentSchema).max(12),
  bankDetails: editedBankDetailsSchema,
  cancellationSchedule: cancellationScheduleSchema,
  registrationOpensAt: instant,
  registrationClosesAt: instant,
  startsOn: date,
  endsOn: date,
  consentDeadlineDays: wholeNumber(365),
  paymentGraceDays: wholeNumber(365),
  idRetentionDays: wholeNumber(ID_RETENTION_MAX_DAYS),
  healthFreezeDays: wholeNumber(HEALTH_FREEZE_MAX_DAYS),
  correctionsFreezeDays: wholeNumber(CORRECTIONS_FREEZE_MAX_DAYS),
  capacity: wholeNumber(100_000),
  waitingListOfferDays: z
    .number({ error: 'validation.offerDays' })
    .int({ error: 'validation.offerDays' })
    .min(WAITING_LIST_OFFER_MIN_DAYS, { error: 'validation.offerDays' })
    .max(WAITING_LIST_OFFER_MAX_DAYS, { error: 'validation.offerDays' }),
  autoApproveOffers: z.boolean({ error: 'validation.invalid' }),
  keepSiblingsTogether: z.boolean({ error: 'validation.invalid' }),
  fairAllocation: z.boolean({ error: 'validation.invalid' }),
  allocationWindowDays: z
    .number({ error: 'validation.allocationWindowDays' })
    .int({ error: 'validation.allocationWindowDays' })
    .min(1, { error: 'validation.allocationWindowDays' })
    .max(ALLOCATION_WINDOW_MAX_DAYS, { error: 'validation.allocationWindowDays' }),
  schoolMinimumShare: z
    .number({ error: 'validation.percentOrEmpty' })
    .int({ error: 'validation.percentOrEmpty' })
    .min(0, { error: 'validation.percentOrEmpty' })
    .max(100, { error: 'validation.percentOrEmpty' })
    .nullable(),
  /** The draw's seed, a text announced before the window closes; null until set (docs/product/places.md#fair-allocation). */
  drawSeed: plainText({ max: DRAW_SEED_MAX }).min(1, { error: 'validation.required' }).nullable(),
  ...tripEmergencyFields,
};
export type TripField = keyof typeof tripFields;
export type TripContent = { [K in TripField]: z.output<(typeof tripFields)[K]> };

/** The editor's sections, each saved on its own, and the fields each one holds. */
export const TRIP_SECTIONS = {
  general: ['name', 'year', 'title', 'intro', 'missions', 'package'],
  information: ['usefulInfo', 'documents'],
  schedule: ['schedule'],
  money: [
    'totalPriceCents',
    'secondChildPriceCents',
    'laterChildPriceCents',
    'payments',
    'bankDetails',
    'cancellationSchedule',
  ],
  calendar: [
    'registrationOpensAt',
    'registrationClosesAt',
    'startsOn',
    'endsOn',
    'consentDeadlineDays',
    'paymentGraceDays',
    'idRetentionDays',
    'healthFreezeDays',
    'correctionsFreezeDays',
    'capacity',
  ],
  places: [
    'waitingListOfferDays',
    'autoApproveOffers',
    'keepSiblingsTogether',
    'fairAllocation',
    'allocationWindowDays',
    'schoolMinimumShare',
    'drawSeed',
  ],
  emergency: TRIP_EMERGENCY_FIELDS,
} as const satisfies Record<string, readonly TripField[]>;
export type TripSection = keyof typeof TRIP_SECTIONS;

/** The sum of the instalments: it must be the price (docs/product/trips.md#payment-plan). */
export function paymentPlanTotal(payments: readonly { amountCents: number }[]): number {
  return payments.reduce((sum, instalment) => sum + instalment.amountCents, 0);
}

/** A rule across fields broken: the field it is shown on and the message's i18n key. */
export type TripRuleIssue = { path: (string | number)[]; message: string };

/**
 * The rules across fields, checked where the fields they compare are both present: the editor's
 * section has them, and the API checks them again on the trip as it would be saved.
 */
export function tripRuleIssues(trip: Partial<TripContent>): TripRuleIssue[] {
  const issues: TripRuleIssue[] = [];
  if (trip.payments !== undefined && trip.totalPriceCents !== undefined) {
    if (paymentPlanTotal(trip.payments) !== trip.totalPriceCents) {
      issues.push({ path: ['payments'], message: 'validation.paymentPlanSum' });
    }
  }
  for (const field of ['secondChildPriceCents', 'laterChildPriceCents'] as const) {
    const price = trip[field];
    if (price != null && trip.totalPriceCents !== undefined && price > trip.totalPriceCents) {
      issues.push({ path: [field], message: 'validation.familyPriceAboveTrip' });
    }
  }
  const keys = new Set<string>();
  (trip.payments ?? []).forEach((instalment, index) => {
    if (keys.has(instalment.key)) issues.push({ path: ['payments', index], message: 'validation.invalid' });
    keys.add(instalment.key);
  });
  if (trip.startsOn !== undefined && trip.endsOn !== undefined && trip.endsOn < trip.startsOn) {
    issues.push({ path: ['endsOn'], message: 'validation.tripDates' });
  }
  if (
    trip.registrationOpensAt !== undefined &&
    trip.registrationClosesAt !== undefined &&
    new Date(trip.registrationClosesAt) <= new Date(trip.registrationOpensAt)
  ) {
    issues.push({ path: ['registrationClosesAt'], message: 'validation.registrationWindow' });
  }
  return issues;
}

function checkTripRules(trip: Partial<TripContent>, ctx: z.RefinementCtx): void {
  for (const issue of tripRuleIssues(trip)) ctx.addIssue({ code: 'custom', ...issue });
}

/** Days numbered in the order they stand: the editor moves them, the number follows. */
function renumbered<T extends Partial<TripContent>>(trip: T): T {
  return trip.schedule ? { ...trip, schedule: trip.schedule.map((day, index) => ({ ...day, day: index + 1 })) } : trip;
}

function pick<S extends readonly TripField[]>(fields: S) {
  return Object.fromEntries(fields.map((field) => [field, tripFields[field]])) as {
    [K in S[number]]: (typeof tripFields)[K];
  };
}

/** One section's form: its fields and the rules across them. */
export function tripSectionSchema<S extends TripSection>(section: S) {
  return z.strictObject(pick(TRIP_SECTIONS[section])).superRefine(checkTripRules).transform(renumbered);
}
export type TripSectionValues<S extends TripSection> = z.output<ReturnType<typeof tripSectionSchema<S>>>;

/**
 * `PATCH api/admin/trips/:id`: some fields (a section's), and the trip's `updatedAt` as the editor read
 * it; changed meanwhile, the answer is 409 `CONFLICT` and nothing is written.
 */
export const tripChangeBodySchema = z.strictObject({
  changes: z.strictObject(tripFields).partial().superRefine(checkTripRules).transform(renumbered),
  expectedUpdatedAt: z.iso.datetime(),
});
export type TripChangeBody = z.output<typeof tripChangeBodySchema>;

/** `POST api/admin/trips`: a blank trip for `year`, or a copy of `copyFromTripId` moved on to `year`. */
export const tripCreateBodySchema = z.strictObject({
  name: bilingualLine,
  year: tripYearSchema,
  copyFromTripId: tripIdSchema.optional(),
});
export type TripCreateBody = z.output<typeof tripCreateBodySchema>;
export type TripCreateInput = z.input<typeof tripCreateBodySchema>;

/** A value as text with its object keys sorted: the database keeps jsonb keys in an order of its own. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** The fields whose values differ, in the editor's order: what the audit row names. */
export function changedTripFields(before: TripContent | Trip, changes: Partial<TripContent>): TripField[] {
  return (Object.keys(tripFields) as TripField[]).filter(
    (field) => changes[field] !== undefined && canonical(changes[field]) !== canonical(before[field]),
  );
}

/** A `YYYY-MM-DD` day moved by whole years; 29 February becomes 28 February in a common year. */
export function shiftDateByYears(day: string, years: number): string {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const target = year + years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(target, 4)}-${pad(month)}-${pad(Math.min(dayOfMonth, lastDay))}`;
}

/** An instant moved by whole years, its time of day kept (UTC). */
export function shiftInstantByYears(instant: Date, years: number): Date {
  const day = shiftDateByYears(instant.toISOString().slice(0, 10), years);
  return new Date(`${day}${instant.toISOString().slice(10)}`);
}
