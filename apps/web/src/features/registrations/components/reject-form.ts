import { z } from 'zod';
import { REJECTION_REASONS, reasonSchema } from '@voyage/domain';

export const REJECT_CHOICES = [...REJECTION_REASONS, 'other'] as const;
export type RejectChoice = (typeof REJECT_CHOICES)[number];

/** A ready reason, or "other" with the staff's own words (required then, as any reason is). */
export const rejectFormSchema = z
  .object({
    choice: z.string().pipe(z.enum(REJECT_CHOICES, { error: 'admin:review.rejectDialog.chooseReason' })),
    other: z.string(),
  })
  .superRefine((values, context) => {
    if (values.choice !== 'other') return;
    const own = reasonSchema.safeParse(values.other);
    if (!own.success) context.addIssue({ code: 'custom', path: ['other'], message: own.error.issues[0]?.message });
  });

/** What the fields hold: nothing is chosen at first. */
export type RejectForm = z.input<typeof rejectFormSchema>;
export type RejectChoiceMade = z.output<typeof rejectFormSchema>;
export const EMPTY_REJECT_FORM: RejectForm = { choice: '', other: '' };
