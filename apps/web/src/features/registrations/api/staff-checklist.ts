import { useQuery } from '@tanstack/react-query';
import type { Checklist } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

/** The registration's checklist as its family sees it (docs/product/readiness.md). */
export function useStaffChecklist(travellerId: string) {
  return useQuery({
    queryKey: ['admin', 'checklist', travellerId] as const,
    queryFn: () => api.get<Checklist>(`api/admin/travellers/${encodeURIComponent(travellerId)}/checklist`),
  });
}
