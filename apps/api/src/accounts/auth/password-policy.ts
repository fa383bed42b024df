import { PASSWORD_MIN_LENGTH, passwordSchema } from '@voyage/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';
import { passwordContextWords, soundSkeleton } from './password-context.ts';

/** A password with those words must keep at least this many letters of its own besides them and digits. */
const MIN_OWN_LETTERS = 4;

let commonPasswords: Set<string> | undefined;

/** The shipped list (about 49,000 entries; docs/product/security.md#common-passwords-refused), loaded on first use. */
function common(): Set<string> {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords;
}

/** Lower case, accents removed, only letters and digits: `Institut Français!` → `institutfrancais`. */
function compact(password: string): string {
  return password
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * True for a password on the common list (as typed, or without its surrounding digits and symbols,
 * so `password2027!` counts), and for one made of the product's, institute's or schools' names and digits,
 * in either script.
 */
export function isCommonPassword(password: string): boolean {
  const list = common();
  const letters = compact(password);
  if (list.has(password.toLowerCase()) || list.has(letters)) return true;
  const core = letters.replace(/^\p{N}+|\p{N}+$/gu, '');
  if (core.length >= MIN_OWN_LETTERS && list.has(core)) return true;
  const sounds = soundSkeleton(password);
  const withoutNames = passwordContextWords().reduce((rest, word) => rest.replaceAll(word, ''), sounds);
  return withoutNames !== sounds && withoutNames.replace(/\p{N}/gu, '').length < MIN_OWN_LETTERS;
}

/** The domain's rule (length) plus the server's list; a short password gets only the length message. */
export const serverPasswordSchema = passwordSchema.refine(
  (password) => password.length < PASSWORD_MIN_LENGTH || !isCommonPassword(password),
  { error: 'validation.passwordCommon' },
);

/** Adds the common-password check to a form schema whose `field` holds a new password. */
export function refusingCommonPasswords<T extends z.ZodType>(schema: T, field: string) {
  return schema.superRefine((value, context) => {
    const password = (value as Record<string, unknown>)[field];
    if (typeof password === 'string' && password.length >= PASSWORD_MIN_LENGTH && isCommonPassword(password)) {
      context.addIssue({ code: 'custom', path: [field], message: 'validation.passwordCommon' });
    }
  });
}
