import type { AuditQuery } from '@voyage/domain';

/** Query keys of the audit log: one per filter and page. */
export const auditKeys = {
  all: ['audit'] as const,
  page: (query: AuditQuery) => [...auditKeys.all, 'page', query] as const,
};
