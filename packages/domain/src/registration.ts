import { z } from 'zod';
import { emailSchema, personNameSchema } from './auth.ts';
import { DISTRICTS } from './districts.ts';
import { LOCALES } from './localized-text.ts';
import { registrationCodeSchema } from './registration-code.ts';
import { nameKey, travellerNameSchema } from './traveller-name.ts';
import { GENDERS } from './traveller.ts';
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

const roommatesSchema = z
  .array(travellerNameSchema)
  .max(MAX_ROOMMATES, { error: 'validation.roommatesMax' })
  .default([]);

const requiredText = (max: number) => plainText({ max }).min(1, { error: 'validation.required' });

/**
 * The registration form's fields and rules, as the parent fills them in
 * (docs/product/registration.md#step-2-traveller-details).
 */
const travellerDetailsFields = {
  firstName: travellerNameSchema,
  lastName: travellerNameSchema,
  gender: z.enum(GENDERS, { error: 'validation.required' }),
  dateOfBirth: dateOfBirthSchema,
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
function checkRoommates(details: DetailsShape, context: z.RefinementCtx) {
  const own = nameKey(`${details.firstName} ${details.lastName}`);
  const seen = new Set<string>();
  details.roommates.forEach((name, index) => {
    const key = nameKey(name);
    if (key === own)
      context.addIssue({ code: 'custom', path: ['roommates', index], message: 'validation.roommateSelf' });
    else if (seen.has(key))
      context.addIssue({ code: 'custom', path: ['roommates', index], message: 'validation.roommateTwice' });
    seen.add(key);
  });
}

/** The form's schema without the age rule, which needs the trip (the API body; OpenAPI). */
export const travellerDetailsSchema = z.strictObject(travellerDetailsFields).superRefine(checkRoommates);
export type TravellerDetails = z.infer<typeof travellerDetailsSchema>;
export type TravellerDetailsInput = z.input<typeof travellerDetailsSchema>;

/** The whole rule set for one trip: the traveller's age on the day it leaves is plausible. */
export function travellerDetailsSchemaFor(tripStartsOn: string) {
  return travellerDetailsSchema.superRefine((details, context) => {
    if (!isRealDate(details.dateOfBirth)) return;
    const age = ageOn(details.dateOfBirth, tripStartsOn);
    if (age < TRAVELLER_AGE.min || age > TRAVELLER_AGE.max) {
      context.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'validation.travellerAge' });
    }
  });
}
