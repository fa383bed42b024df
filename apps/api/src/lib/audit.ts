import type { AuditAction } from '@voyage/domain';
import type { FastifyRequest } from 'fastify';

export { AUDIT_ACTIONS, type AuditAction } from '@voyage/domain';

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
