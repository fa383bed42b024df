import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErasureRequest } from '@voyage/domain';
import { api } from '../api-client.ts';
import { erasureRequestKeys } from './query-keys.ts';

/** The trip's erasure requests staff have yet to carry out (docs/product/data-rights.md#erasure). */
export function erasureRequestsQuery(tripId: number) {
  return queryOptions({
    queryKey: erasureRequestKeys.list(tripId),
    queryFn: () => api.get<ErasureRequest[]>(`api/admin/erasure-requests?trip_id=${tripId}`),
  });
}

/** Waits (stays pending) while the trip is unknown, and asks nothing when `allowed` is false (a role without it). */
export function useErasureRequests(tripId: number | undefined, allowed = true) {
  return useQuery({ ...erasureRequestsQuery(tripId ?? 0), enabled: tripId !== undefined && allowed });
}
