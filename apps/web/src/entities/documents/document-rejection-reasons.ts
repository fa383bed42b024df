import type { StaffDocument } from '@voyage/domain';

/** Ready reasons for refusing a document (`documents:reasons.<key>`, in both languages); staff may write their own. */
export const DOCUMENT_REJECTION_REASONS = [
  'unreadable',
  'expired',
  'wrongDocument',
  'unsignedConsent',
  'unsignedLetter',
  'photoPageIncomplete',
] as const;
export type DocumentRejectionReason = (typeof DOCUMENT_REJECTION_REASONS)[number];

/**
 * The ready reasons that fit a document of this type: a signed form does not expire, an ID card has no photo page,
 * and the travel authorisation letter needs both parents' signatures.
 */
export function rejectionReasonsFor(type: StaffDocument['type']): readonly DocumentRejectionReason[] {
  switch (type) {
    case 'consent':
      return ['unreadable', 'wrongDocument', 'unsignedConsent'];
    case 'travel_authorisation':
      return ['unreadable', 'wrongDocument', 'unsignedLetter'];
    case 'passport':
      return ['unreadable', 'expired', 'wrongDocument', 'photoPageIncomplete'];
    default:
      return ['unreadable', 'expired', 'wrongDocument'];
  }
}
