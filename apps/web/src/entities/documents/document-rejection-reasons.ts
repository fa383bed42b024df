import type { StaffDocument } from '@voyage/domain';

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
