import { hasGreekLetters, isPassportName, normalizeLatinName, transliterateGreek } from '@voyage/domain';

/**
 * What a traveller-name field shows while the parent types (English capitals without accents:
 * docs/product/rules.md#traveller-names): `josé` becomes `JOSE` at once. Spaces are left alone until the field is
 * checked, so the next word can be typed. Greek letters stay as typed: the field explains them and suggests the
 * passport spelling instead of changing the name silently.
 */
export function typedPassportName(input: string): string {
  if (hasGreekLetters(input)) return input;
  return input.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'").toUpperCase();
}

/** Where the caret belongs after the conversion: after the converted text that was before it. */
export function caretAfterTyping(input: string, caret: number): number {
  if (hasGreekLetters(input)) return caret;
  return typedPassportName(input.slice(0, caret)).length;
}

/** The name as a Greek or Cypriot passport writes it (ELOT 743), when the field holds Greek letters. */
export function passportSpellingOf(input: string): string | null {
  if (!hasGreekLetters(input)) return null;
  const suggestion = normalizeLatinName(transliterateGreek(input));
  return isPassportName(suggestion) ? suggestion : null;
}
