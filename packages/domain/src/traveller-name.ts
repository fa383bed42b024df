import { z } from 'zod';
import { hasGreekLetters } from './greek-transliteration.ts';

/** Longest first or last name we take; passports print 39 characters for the whole name. */
export const TRAVELLER_NAME_MAX_LENGTH = 40;

/** Capitals A–Z, words joined by one space, hyphen or apostrophe: `ANNA-MARIA`, `O'NEIL`, `VAN DYK`. */
const PASSPORT_NAME = /^[A-Z]+(?:[ '-][A-Z]+)*$/;

/**
 * What the traveller-name fields do to what is typed, on both sides (English capitals without accents, as on the
 * passport: docs/product/rules.md#traveller-names): trimmed, single spaces, upper case, accents dropped (`José` →
 * `JOSE`). Greek letters stay as typed so the rule can explain them rather than lose them.
 */
export function normalizeLatinName(input: string): string {
  const spaced = input
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*([-'])\s*/g, '$1');
  if (hasGreekLetters(spaced)) return spaced;
  return spaced.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'").toUpperCase();
}

export function isPassportName(value: string): boolean {
  return PASSPORT_NAME.test(value);
}

/** The message says why: Greek letters, or other characters. */
function nameMessage(value: string): string {
  return hasGreekLetters(value) ? 'validation.nameGreek' : 'validation.nameLatin';
}

export const travellerNameSchema = z
  .string({ error: 'validation.required' })
  .transform(normalizeLatinName)
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required' })
      .max(TRAVELLER_NAME_MAX_LENGTH, { error: 'validation.nameTooLong' })
      .superRefine((value, context) => {
        if (value && !isPassportName(value)) context.addIssue({ code: 'custom', message: nameMessage(value) });
      }),
  );

/**
 * A roommate as the parent typed them, matched against registrations whatever the word order or case:
 * `maria georgiou` and `GEORGIOU MARIA` are the same person.
 */
export function nameKey(name: string): string {
  return normalizeLatinName(name)
    .split(/[ '-]+/)
    .filter(Boolean)
    .sort()
    .join(' ');
}

export function isSamePerson(typedName: string, person: { firstName: string; lastName: string }): boolean {
  const key = nameKey(typedName);
  return key.length > 0 && key === nameKey(`${person.firstName} ${person.lastName}`);
}
