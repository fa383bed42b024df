/**
 * The actions the audit log records, from the domain, each with its words under `admin:audit.actions`.
 * A filter ending in a dot takes every action of that kind.
 */
export { AUDIT_ACTIONS, isAuditAction, type AuditAction } from '@voyage/domain';
