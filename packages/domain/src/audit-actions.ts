/**
 * The actions the audit log records (docs/product/review.md#audit-log), review decisions first: the API
 * writes them, the staff's audit screen filters and names them (`admin:audit.actions`).
 */
export const AUDIT_ACTIONS = [
  'registration.approved',
  'registration.rejected',
  'registration.deleted',
  'registration.restored',
  'registration.consent-deadline-extended',
  'registration.withdrawn',
  'registration.cancelled',
  'registration.consent-reminder-sent',
  'registration.submitted',
  'registration.email-confirmed',
  'registration.confirmed',
  'registration.confirmation-renewed',
  'registration.confirmation-resent',
  'registration.passport-updated',
  'registration.details-changed',
  'payment.submitted',
  'payment.withdrawn',
  'payment.confirmed',
  'payment.rejected',
  'payment.recorded',
  'payment.corrected',
  'payment.reminder-sent',
  'document.submitted',
  'document.withdrawn',
  'document.accepted',
  'document.rejected',
  'document.downloaded',
  'export.downloaded',
  'rooming.auto-filled',
  'rooming.moved',
  'rooming.locked',
  'rooming.unlocked',
  'rooming.list-downloaded',
  'auth.sign-in',
  'auth.sign-in-refused',
  'auth.password-changed',
  'access.refused',
  'account.created',
  'admin.invitation-created',
  'admin.invitation-accepted',
  'admin.invitation-revoked',
  'admin.revoked',
  'guardian.account-link-sent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}
