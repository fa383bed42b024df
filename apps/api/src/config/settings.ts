import { z } from 'zod';

/** A text setting; set to nothing, it counts as unset. */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** A whole-number setting; a bad one says what is expected and what was given (never a secret). */
export function integerSetting({
  min,
  max,
  fallback,
  expected,
}: {
  min: number;
  max: number;
  fallback: number;
  expected: string;
}) {
  return optionalText.transform((value, context) => {
    if (value === undefined) return fallback;
    const number = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (number >= min && number <= max) return number;
    context.addIssue({ code: 'custom', message: `expected ${expected}, got "${value.slice(0, 20)}"` });
    return z.NEVER;
  });
}
