import type { FastifyRequest } from 'fastify';

export const AUDIT_ACTIONS = [
  'auth.sign-in',
  'auth.sign-in-refused',
  'access.refused',
  'auth.password-changed',
  'account.created',
  'admin.invitation-created',
  'admin.invitation-accepted',
  'admin.invitation-revoked',
  'admin.revoked',
  'guardian.account-link-sent',
  'registration.submitted',
  'registration.email-confirmed',
  'registration.confirmed',
  'registration.confirmation-renewed',
  'registration.confirmation-resent',
  'registration.approved',
  'registration.rejected',
  'registration.withdrawn',
  'registration.cancelled',
  'registration.deleted',
  'registration.restored',
  'registration.consent-deadline-extended',
  'registration.consent-reminder-sent',
  'document.downloaded',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Where a change came from: the client address Fastify trusts and the request id of the logs. */
export type RequestOrigin = { ip: string | null; requestId: string | null };

export type AuditEntry = RequestOrigin & {
  actorUserId: string | null;
  action: AuditAction;
  entityType: string;
  entityId: string | null;
  tripId?: number | null;
  /** Facts about the change; never a password, token or code. */
  details?: Record<string, unknown>;
};

export function requestOrigin(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, requestId: request.id };
}
