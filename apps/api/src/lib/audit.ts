import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { auditLog } from '../db/schema/index.ts';

/** A database or the transaction a `db.transaction(async (tx) => …)` callback receives. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

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

/** Appends one row to the audit log with the executor given, so it commits or rolls back with the change. */
export async function audit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    tripId: entry.tripId ?? null,
    ip: entry.ip,
    requestId: entry.requestId,
    details: entry.details ?? null,
  });
}
