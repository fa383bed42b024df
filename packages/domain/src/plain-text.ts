import { z } from 'zod';

/** Text that cannot be stored or shown as typed: NUL and other control characters, bidi overrides. */
const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** The same, with line breaks and tabs allowed (free text such as a reason or a note). */
// eslint-disable-next-line no-control-regex -- these control characters are what the pattern is for
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
/** Half of a surrogate pair on its own: not Unicode, and no database or e-mail can carry it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_CHARACTERS_ERROR = 'validation.textCharacters';

export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** True for text fit to keep: well-formed Unicode with no control characters (line breaks when `multiline`). */
export function isPlainText(text: string, { multiline = false } = {}): boolean {
  return isWellFormedText(text) && !(multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(text);
}

/**
 * Every free-text field of a form: refused with one message when it holds characters that are not text,
 * then trimmed (unless kept as typed, like a draft) and bounded. Field schemas build on it (`plainText({ max: 100 }).min(1, …)`).
 */
export function plainText({
  max,
  multiline = false,
  trim = true,
}: {
  max: number;
  multiline?: boolean;
  trim?: boolean;
}) {
  const text = z
    .string({ error: 'validation.required' })
    .refine((value) => isPlainText(value, { multiline }), { error: TEXT_CHARACTERS_ERROR, abort: true });
  return (trim ? text.trim() : text).max(max, { error: 'validation.tooLong' });
}

/**
 * A search box or filter typed into an address: the same rule as a form's field (a NUL, a control character
 * or half a surrogate pair is a 400 `validation.textCharacters`, never a database error), trimmed and bounded.
 */
export function searchText({ max }: { max: number }) {
  return z
    .string()
    .refine((value) => isPlainText(value), { error: TEXT_CHARACTERS_ERROR, abort: true })
    .trim()
    .max(max);
}
