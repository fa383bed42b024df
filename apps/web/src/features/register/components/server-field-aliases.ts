import type { FieldPath } from 'react-hook-form';
import { filledRoommateFields, serverRoommateAliases } from './roommate-slots.ts';
import { TRAVELLER_FORM_FIELDS, type TravellerFormValues } from './traveller-form-values.ts';

/** The API's field error names (`firstName`, `details.firstName`, `roommates.0`) as the form's fields. */
export function serverFieldAliases(roommateValues: readonly string[]): Record<string, FieldPath<TravellerFormValues>> {
  return {
    ...Object.fromEntries(TRAVELLER_FORM_FIELDS.map((field) => [`details.${field}`, field])),
    ...serverRoommateAliases(filledRoommateFields(roommateValues)),
  };
}
