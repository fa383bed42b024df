import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminList } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

export const adminsQuery = queryOptions({
  queryKey: ['admin', 'admins'] as const,
  queryFn: () => api.get<AdminList>('api/admins'),
});

export function useAdmins() {
  return useQuery(adminsQuery);
}
