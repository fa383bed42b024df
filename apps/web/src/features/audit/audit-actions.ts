/**
 * The actions the audit log records, as the API names them (`apps/api/src/lib/audit.ts`), each with its words
 * under `admin:audit.actions`. A filter ending in a dot takes every action of that kind.
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
  'document.downloaded',
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
