import { z } from 'zod';
import { reasonSchema, type StaffDocument } from '@voyage/domain';

/** Ready reasons for refusing a document (`documents:reasons.<key>`, in both languages); staff may write their own. */
export const DOCUMENT_REJECTION_REASONS = [
  'unreadable',
  'expired',
  'wrongDocument',
  'unsignedConsent',
  'photoPageIncomplete',
] as const;
export type DocumentRejectionReason = (typeof DOCUMENT_REJECTION_REASONS)[number];

/** The ready reasons that fit a document of this type: a consent form does not expire, an ID card has no photo page. */
export function rejectionReasonsFor(type: StaffDocument['type']): readonly DocumentRejectionReason[] {
  switch (type) {
    case 'consent':
      return ['unreadable', 'wrongDocument', 'unsignedConsent'];
    case 'passport':
      return ['unreadable', 'expired', 'wrongDocument', 'photoPageIncomplete'];
    default:
      return ['unreadable', 'expired', 'wrongDocument'];
  }
}

export const DOCUMENT_REJECT_CHOICES = [...DOCUMENT_REJECTION_REASONS, 'other'] as const;
export type DocumentRejectChoice = (typeof DOCUMENT_REJECT_CHOICES)[number];

/** A ready reason, or "other" with the staff's own words (required then, as any reason is). */
export const documentRejectFormSchema = z
  .object({
    choice: z.string().pipe(z.enum(DOCUMENT_REJECT_CHOICES, { error: 'documents:rejectDialog.chooseReason' })),
    other: z.string(),
  })
  .superRefine((values, context) => {
    if (values.choice !== 'other') return;
    const own = reasonSchema.safeParse(values.other);
    if (!own.success) context.addIssue({ code: 'custom', path: ['other'], message: own.error.issues[0]?.message });
  });

/** What the fields hold: nothing is chosen at first. */
export type DocumentRejectForm = z.input<typeof documentRejectFormSchema>;
export type DocumentRejectChoiceMade = z.output<typeof documentRejectFormSchema>;
export const EMPTY_DOCUMENT_REJECT_FORM: DocumentRejectForm = { choice: '', other: '' };
