import { z } from 'zod';
import { reasonSchema, type FamilyReason, type Locale } from '@voyage/domain';

/**
 * What the fields hold: a ready reason's key, or "other" with the staff's own words in the family's language
 * (`own`) and, if they wish, in the other one (`second`). Nothing is chosen at first.
 */
export type RejectReasonForm = { choice: string; own: string; second: string };
export const EMPTY_REJECT_REASON_FORM: RejectReasonForm = { choice: '', own: '', second: '' };
export const OTHER_REASON = 'other';

/** The language a family does not read, which staff may write the reason in too. */
export const otherLanguage = (language: Locale): Locale => (language === 'el' ? 'en' : 'el');

/**
 * A ready reason of `reasons`, or "other" with the staff's own words in one language at least (required then,
 * as any reason is; an empty field is left out). `chooseReasonKey` is the area's message when nothing is chosen
 * (`payments:rejectDialog.chooseReason`).
 */
export function rejectReasonFormSchema(reasons: readonly string[], chooseReasonKey: string) {
  const choices: [string, ...string[]] = [OTHER_REASON, ...reasons];
  return z
    .object({
      choice: z.string().pipe(z.enum(choices, { error: chooseReasonKey })),
      own: z.string(),
      second: z.string(),
    })
    .superRefine((values, context) => {
      if (values.choice !== OTHER_REASON) return;
      const written = (['own', 'second'] as const).filter((field) => values[field].trim() !== '');
      for (const field of written.length === 0 ? (['own'] as const) : written) {
        const text = reasonSchema.safeParse(values[field]);
        if (!text.success) context.addIssue({ code: 'custom', path: [field], message: text.error.issues[0]?.message });
      }
    });
}

/** The staff's own words as the API takes them: by language, the fields left empty left out. */
export function ownReason(values: RejectReasonForm, familyLanguage: Locale): FamilyReason {
  const texts: Partial<Record<Locale, string>> = {};
  if (values.own.trim()) texts[familyLanguage] = values.own.trim();
  if (values.second.trim()) texts[otherLanguage(familyLanguage)] = values.second.trim();
  return texts;
}
