import { queryOptions } from '@tanstack/react-query';
import type { Trip } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { tripKeys } from '../../../lib/api/query-keys.ts';

/** One trip by id (`api/trip?trip_id=`). Public data; a 404 surfaces as `ApiRequestError`. */
export function tripQuery(tripId: number) {
  return queryOptions({
    queryKey: tripKeys.detail(tripId),
    queryFn: () => api.get<Trip>(`api/trip?trip_id=${encodeURIComponent(tripId)}`),
    staleTime: 5 * 60_000,
  });
}
