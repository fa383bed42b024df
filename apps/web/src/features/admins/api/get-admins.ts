import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminList } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

export const adminsQuery = queryOptions({
  queryKey: adminKeys.list(),
  queryFn: () => api.get<AdminList>('api/admin/administrators'),
});

export function useAdmins() {
  return useQuery(adminsQuery);
}
