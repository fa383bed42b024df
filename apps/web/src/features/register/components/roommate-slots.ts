import { MAX_ROOMMATES } from '@voyage/domain';

/**
 * The form always shows two roommate fields, either of which may stay empty, while the rule (and
 * the API) take only the names given. A name's index in the list sent is therefore not always its
 * field: these map one to the other, both ways.
 */
export const ROOMMATE_FIELDS = Array.from({ length: MAX_ROOMMATES }, (_, index) => index);

/** The form's roommate fields, filled from a saved list (which may be shorter). */
export function roommateFieldValues(saved: readonly string[] | undefined): string[] {
  return ROOMMATE_FIELDS.map((index) => saved?.[index] ?? '');
}

/** Which fields hold a name, in order: `['', 'ANNA']` → `[1]`. */
export function filledRoommateFields(values: readonly string[]): number[] {
  return values.flatMap((value, index) => (value.trim() === '' ? [] : [index]));
}

/** Errors the rule gave the list sent (`roommates.0`), moved to the fields the names came from. */
export function roommateErrorsToFields<E>(errors: E, fields: readonly number[]): E {
  if (!errors || typeof errors !== 'object') return errors;
  const moved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    const field = /^\d+$/.test(key) ? fields[Number(key)] : undefined;
    moved[field === undefined ? key : String(field)] = value;
  }
  return moved as E;
}

/** The API's field error names (`roommates.0`, also under `details.`) as the form's field names. */
export function serverRoommateAliases(fields: readonly number[]): Record<string, `roommates.${number}`> {
  return Object.fromEntries(
    fields.flatMap((field, index) => [
      [`roommates.${index}`, `roommates.${field}` as const],
      [`details.roommates.${index}`, `roommates.${field}` as const],
    ]),
  );
}
