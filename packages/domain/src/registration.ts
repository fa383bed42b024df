import { z } from 'zod';
import { emailSchema, personNameSchema } from './auth.ts';
import { countryCodeSchema } from './countries.ts';
import { DISTRICTS } from './districts.ts';
import { LOCALES } from './locales.ts';
import { registrationCodeSchema } from './registration-code.ts';
import { nameKey, normalizeLatinName, travellerNameSchema } from './traveller-name.ts';
import { GENDERS } from './traveller-statuses.ts';
import { plainText } from './plain-text.ts';

/** Rooms are triples (docs/product/registration.md#roommates): a traveller names at most two roommates. */
export const ROOM_SIZE = 3;
export const MAX_ROOMMATES = ROOM_SIZE - 1;

/** A plausible age for a school trip, in whole years on the day the trip leaves. */
export const TRAVELLER_AGE = { min: 10, max: 19 } as const;

/** Digits with an optional leading +, after spaces, dots, dashes and brackets are dropped. */
export function normalizePhone(input: string): string {
  return input.trim().replace(/[\s().-]/g, '');
}
const PHONE = /^\+?[0-9]{8,15}$/;

export const phoneSchema = plainText({ max: 40 })
  .min(1, { error: 'validation.required' })
  .refine((value) => PHONE.test(normalizePhone(value)), { error: 'validation.phone' });

/** Whole years between a birth date and a day, both `YYYY-MM-DD`. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dateOfBirthSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .refine(isRealDate, { error: 'validation.date' });

/** The traveller's age on the day the trip leaves is plausible (both dates `YYYY-MM-DD`). */
export function isTravellerAgeOn(dateOfBirth: string, tripStartsOn: string): boolean {
  const age = ageOn(dateOfBirth, tripStartsOn);
  return age >= TRAVELLER_AGE.min && age <= TRAVELLER_AGE.max;
}

/** A roommate field: left empty, or a traveller's name under the same rules as the traveller's own. */
const roommateFieldSchema = z.string({ error: 'validation.required' }).transform((typed, context) => {
  if (typed.trim() === '') return '';
  const name = travellerNameSchema.safeParse(typed);
  if (name.success) return name.data;
  for (const issue of name.error.issues) context.addIssue({ code: 'custom', message: issue.message });
  return normalizeLatinName(typed);
});

/**
 * The form shows MAX_ROOMMATES fields and any of them may stay empty, so the list is taken as the fields
 * hold it: each name is checked where it was typed (`roommates.1`), and the empty ones are dropped after.
 */
const roommatesSchema = z
  .array(roommateFieldSchema)
  .max(MAX_ROOMMATES, { error: 'validation.roommatesMax' })
  .default([]);

const requiredText = (max: number) => plainText({ max }).min(1, { error: 'validation.required' });

/**
 * The registration form's fields and rules, as the parent fills them in
 * (docs/product/registration.md#step-2-traveller-details). Staff's student form takes the same fields but
 * the code (`student-form-api.ts`).
 */
export const travellerDetailsFields = {
  firstName: travellerNameSchema,
  lastName: travellerNameSchema,
  gender: z.enum(GENDERS, { error: 'validation.required' }),
  dateOfBirth: dateOfBirthSchema,
  nationality: countryCodeSchema,
  city: requiredText(80),
  district: z.enum(DISTRICTS, { error: 'validation.required' }),
  phone: phoneSchema,
  language: z.enum(LOCALES, { error: 'validation.required' }),
  guardianName: personNameSchema,
  guardianEmail: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .pipe(emailSchema),
  roommates: roommatesSchema,
  registrationCode: registrationCodeSchema,
};

type DetailsShape = { firstName: string; lastName: string; roommates: string[] };

/** Roommates are other people, each named once. */
export function checkRoommates(details: DetailsShape, context: z.RefinementCtx) {
  const own = nameKey(`${details.firstName} ${details.lastName}`);
  const seen = new Set<string>();
  details.roommates.forEach((name, index) => {
    if (name === '') return;
    const key = nameKey(name);
    if (key === own)
      context.addIssue({ code: 'custom', path: ['roommates', index], message: 'validation.roommateSelf' });
    else if (seen.has(key))
      context.addIssue({ code: 'custom', path: ['roommates', index], message: 'validation.roommateTwice' });
    seen.add(key);
  });
}

const travellerDetailsObject = z.strictObject(travellerDetailsFields).superRefine(checkRoommates);

export function withoutEmptyRoommates<T extends DetailsShape>(details: T): T {
  return { ...details, roommates: details.roommates.filter((name) => name !== '') };
}

/**
 * The form's fields and rules without the age rule, which needs the trip: the API's request bodies (the
 * API checks the age after, `isTravellerAgeOn`) and, with `travellerDetailsSchemaFor`, the web form.
 */
export const travellerDetailsSchema = travellerDetailsObject.transform(withoutEmptyRoommates);
export type TravellerDetails = z.infer<typeof travellerDetailsSchema>;
/** The form's values: choices may still be unset, roommate fields empty. */
export type TravellerDetailsInput = z.input<typeof travellerDetailsSchema>;

/** The trip's age rule as a refinement, keyed `dateOfBirth` (a date that is no date is refused by its field). */
export function travellerAgeRule(tripStartsOn: string) {
  return (details: { dateOfBirth: string }, context: z.RefinementCtx) => {
    if (isRealDate(details.dateOfBirth) && !isTravellerAgeOn(details.dateOfBirth, tripStartsOn)) {
      context.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'validation.travellerAge' });
    }
  };
}

/** The whole rule set for one trip: the traveller's age on the day it leaves is plausible. */
export function travellerDetailsSchemaFor(tripStartsOn: string) {
  return travellerDetailsObject.superRefine(travellerAgeRule(tripStartsOn)).transform(withoutEmptyRoommates);
}
