import { queryOptions } from '@tanstack/react-query';
import type { Trip } from '@voyage/domain';
import { ApiRequestError, api } from '../../../lib/api-client.ts';
import { tripKeys } from '../../../lib/api/query-keys.ts';

/** The one active trip (`api/trip/active`), or `null` while no trip is active. Public data. */
export const activeTripQuery = queryOptions({
  queryKey: tripKeys.active(),
  queryFn: async (): Promise<Trip | null> => {
    try {
      return await api.get<Trip>('api/trip/active');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});
