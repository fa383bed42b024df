import { queryOptions, useQuery } from '@tanstack/react-query';
import type { School } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

export function getSchools(tripId: number): Promise<School[]> {
  return api.get<School[]>(`api/schools?trip_id=${tripId}`);
}

export function schoolsQueryOptions(tripId: number) {
  return queryOptions({ queryKey: ['api/schools', tripId], queryFn: () => getSchools(tripId) });
}

/** Waits (stays pending) while the trip is unknown, e.g. a malformed id in the address. */
export function useSchools(tripId: number | undefined) {
  return useQuery({ ...schoolsQueryOptions(tripId ?? 0), enabled: tripId !== undefined });
}
