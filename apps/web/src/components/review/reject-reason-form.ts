import { z } from 'zod';
import { reasonSchema } from '@voyage/domain';

/** What the fields hold: a ready reason's key, or "other" with the staff's own words. Nothing is chosen at first. */
export type RejectReasonForm = { choice: string; other: string };
export const EMPTY_REJECT_REASON_FORM: RejectReasonForm = { choice: '', other: '' };
export const OTHER_REASON = 'other';

/**
 * A ready reason of `reasons`, or "other" with the staff's own words (required then, as any reason is).
 * `chooseReasonKey` is the area's message when nothing is chosen (`payments:rejectDialog.chooseReason`).
 */
export function rejectReasonFormSchema(reasons: readonly string[], chooseReasonKey: string) {
  const choices: [string, ...string[]] = [OTHER_REASON, ...reasons];
  return z
    .object({ choice: z.string().pipe(z.enum(choices, { error: chooseReasonKey })), other: z.string() })
    .superRefine((values, context) => {
      if (values.choice !== OTHER_REASON) return;
      const own = reasonSchema.safeParse(values.other);
      if (!own.success) context.addIssue({ code: 'custom', path: ['other'], message: own.error.issues[0]?.message });
    });
}
