import { z } from 'zod';
import { reasonSchema } from '@voyage/domain';

/** Ready reasons for refusing a receipt (`payments:reasons.<key>`, in both languages); staff may write their own. */
export const PAYMENT_REJECTION_REASONS = ['unreadable', 'amountMismatch', 'notArrived', 'referenceMissing'] as const;
export type PaymentRejectionReason = (typeof PAYMENT_REJECTION_REASONS)[number];

export const PAYMENT_REJECT_CHOICES = [...PAYMENT_REJECTION_REASONS, 'other'] as const;
export type PaymentRejectChoice = (typeof PAYMENT_REJECT_CHOICES)[number];

/** A ready reason, or "other" with the staff's own words (required then, as any reason is). */
export const paymentRejectFormSchema = z
  .object({
    choice: z.string().pipe(z.enum(PAYMENT_REJECT_CHOICES, { error: 'payments:rejectDialog.chooseReason' })),
    other: z.string(),
  })
  .superRefine((values, context) => {
    if (values.choice !== 'other') return;
    const own = reasonSchema.safeParse(values.other);
    if (!own.success) context.addIssue({ code: 'custom', path: ['other'], message: own.error.issues[0]?.message });
  });

/** What the fields hold: nothing is chosen at first. */
export type PaymentRejectForm = z.input<typeof paymentRejectFormSchema>;
export type PaymentRejectChoiceMade = z.output<typeof paymentRejectFormSchema>;
export const EMPTY_PAYMENT_REJECT_FORM: PaymentRejectForm = { choice: '', other: '' };
