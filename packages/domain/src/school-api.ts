import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { DISTRICTS } from './districts.ts';
import { plainText } from './plain-text.ts';

/**
 * Staff add and change a school (docs/product/schools-and-departures.md#schools): its name, district,
 * contact teacher and departure. `POST api/admin/schools` takes `schoolFormSchema`, `PATCH
 * api/admin/schools/:id` the same with `expectedUpdatedAt`; the registration code is made by the server and
 * replaced with `POST api/admin/schools/:id/registration-code`.
 */
const schoolFields = {
  name: plainText({ max: 120 }).min(1, { error: 'validation.required' }),
  district: z.enum(DISTRICTS, { error: 'validation.required' }),
  /** Empty when the school has not named one yet. */
  contactName: plainText({ max: 100 }),
  contactEmail: z.union([z.literal(''), emailSchema]),
  departureId: z.number().int().positive().nullable(),
};

export const schoolFormSchema = z.strictObject(schoolFields);
export type SchoolForm = z.output<typeof schoolFormSchema>;
export type SchoolFormInput = z.input<typeof schoolFormSchema>;

const expectedUpdatedAt = z.iso.datetime().optional();

/** `expectedUpdatedAt`: the school's `updatedAt` as the form read it; changed since is 409 `CONFLICT`. */
export const schoolChangeBodySchema = z.strictObject({ ...schoolFields, expectedUpdatedAt });
export type SchoolChangeBody = z.output<typeof schoolChangeBodySchema>;

export const registrationCodeRenewalBodySchema = z.strictObject({ expectedUpdatedAt });
export type RegistrationCodeRenewalBody = z.output<typeof registrationCodeRenewalBodySchema>;

export const SCHOOL_FIELDS = Object.keys(schoolFields) as (keyof typeof schoolFields)[];
export type SchoolField = (typeof SCHOOL_FIELDS)[number];
export function changedSchoolFields(before: SchoolForm, after: SchoolForm): SchoolField[] {
  return SCHOOL_FIELDS.filter((field) => before[field] !== after[field]);
}
