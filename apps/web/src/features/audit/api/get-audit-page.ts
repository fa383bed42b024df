import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { auditKeys } from './query-keys.ts';

export function getAuditPage(query: AuditQuery): Promise<AuditPage> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return api.get<AuditPage>(`api/admin/audit?${search.toString()}`);
}

export function auditPageQuery(query: AuditQuery) {
  return queryOptions({ queryKey: auditKeys.page(query), queryFn: () => getAuditPage(query) });
}

/** The page on screen stays while the next one loads, so paging does not flash a skeleton. */
export function useAuditPage(query: AuditQuery) {
  return useQuery({ ...auditPageQuery(query), placeholderData: keepPreviousData });
}
