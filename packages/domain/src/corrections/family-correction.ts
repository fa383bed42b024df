import { z } from 'zod';
import { checkRoommates, travellerDetailsFields } from '../registration.ts';
import { CORRECTABLE_FIELDS, type CorrectableField } from './corrections-freeze.ts';

/**
 * What a family corrects itself (docs/product/corrections.md#what-a-family-corrects): the guardian's name, the
 * phone, the address (city and district) and the roommate requests, each under the registration form's own
 * rule. The child's names, date of birth, nationality and language, the guardian's e-mail (the family's
 * sign-in) and the school stay with staff; the passport details have their own card in My Voyage.
 */
const { guardianName, phone, city, district, roommates } = travellerDetailsFields;
const correctionFields = { guardianName, phone, city, district, roommates } satisfies Record<CorrectableField, unknown>;
const correctionObject = z.strictObject(correctionFields);

/** Whose roommates these are: a child cannot name themself. */
type Child = { firstName: string; lastName: string };

/** Every rule for one child: the form's fields, and roommates who are other people, each named once. */
export function familyCorrectionDetailsSchemaFor(child: Child) {
  return correctionObject
    .superRefine((details, context) => checkRoommates({ ...child, roommates: details.roommates }, context))
    .transform((details) => ({ ...details, roommates: details.roommates.filter((name) => name !== '') }));
}

/**
 * `PATCH /api/my/travellers/:id/details` takes `{ details }`. Without the child's names the body's schema
 * refuses a roommate named twice; the API then refuses the child named as their own roommate, keyed like the
 * body (`details.roommates.0`).
 */
export const familyCorrectionDetailsSchema = familyCorrectionDetailsSchemaFor({ firstName: '', lastName: '' });
export const familyCorrectionBodySchema = z.strictObject({ details: familyCorrectionDetailsSchema });
export type FamilyCorrectionBody = z.output<typeof familyCorrectionBodySchema>;

/** The web form's rules for one child. */
export function familyCorrectionBodySchemaFor(child: Child) {
  return z.strictObject({ details: familyCorrectionDetailsSchemaFor(child) });
}

/** The corrected details as checked: roommates without the empty fields. */
export type CorrectionDetails = z.output<typeof familyCorrectionDetailsSchema>;
/** The form's values: roommate fields may be empty. */
export type CorrectionInput = z.input<typeof correctionObject>;

/** The correctable part of a registration's details. */
export function correctableDetailsOf(details: CorrectionDetails): CorrectionDetails {
  const { guardianName, phone, city, district, roommates } = details;
  return { guardianName, phone, city, district, roommates: [...roommates] };
}

/** One field's value before and after (roommates as a list of names): what a change request holds. */
export const requestedChangeSchema = z.object({
  field: z.enum(CORRECTABLE_FIELDS),
  from: z.union([z.string(), z.array(z.string())]),
  to: z.union([z.string(), z.array(z.string())]),
});
export type RequestedChange = z.infer<typeof requestedChangeSchema>;

const valueKey = (value: string | readonly string[]) => (typeof value === 'string' ? value : value.join('\n'));

/** The fields whose values differ, each with both values, in the order My Voyage shows them. */
export function correctionChanges(current: CorrectionDetails, corrected: CorrectionDetails): RequestedChange[] {
  return CORRECTABLE_FIELDS.filter((field) => valueKey(current[field]) !== valueKey(corrected[field])).map((field) => ({
    field,
    from: current[field],
    to: corrected[field],
  }));
}

/**
 * The details a request asks for: `current` with each change's new value. A value of the wrong shape (a list
 * for a text field) leaves the field as it is, so the result is checked again before it is written.
 */
export function requestedDetails(current: CorrectionDetails, changes: readonly RequestedChange[]): CorrectionDetails {
  const next = correctableDetailsOf(current);
  for (const { field, to } of changes) {
    if (field === 'roommates') {
      if (Array.isArray(to)) next.roommates = [...to];
    } else if (typeof to === 'string') {
      Object.assign(next, { [field]: to });
    }
  }
  return next;
}
