import { useQuery } from '@tanstack/react-query';
import type { Checklist } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';

/** The child's "Ready to travel" checklist (`api/my/travellers/:id/checklist`, docs/product/readiness.md). */
export function useMyChecklist(travellerId: string) {
  return useQuery({
    queryKey: myVoyageKeys.checklist(travellerId),
    queryFn: () => api.get<Checklist>(`api/my/travellers/${encodeURIComponent(travellerId)}/checklist`),
  });
}
