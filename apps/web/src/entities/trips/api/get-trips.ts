import { queryOptions } from '@tanstack/react-query';
import type { TripSummary } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { tripKeys } from '../../../lib/api/query-keys.ts';

/** Every trip as name + year, for the trip menu (`api/trip/all`). Public data. */
export const tripsQuery = queryOptions({
  queryKey: tripKeys.list(),
  queryFn: () => api.get<TripSummary[]>('api/trip/all'),
  staleTime: 5 * 60_000,
});
