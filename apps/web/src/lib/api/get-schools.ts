import { queryOptions, useQuery } from '@tanstack/react-query';
import type { School } from '@voyage/domain';
import { api } from '../api-client.ts';
import { schoolKeys } from './query-keys.ts';

export function getSchools(tripId: number): Promise<School[]> {
  return api.get<School[]>(`api/schools?trip_id=${tripId}`);
}

export function schoolsQuery(tripId: number) {
  return queryOptions({ queryKey: schoolKeys.list(tripId), queryFn: () => getSchools(tripId) });
}

/** Waits (stays pending) while the trip is unknown, e.g. a malformed id in the address. */
export function useSchools(tripId: number | undefined) {
  return useQuery({ ...schoolsQuery(tripId ?? 0), enabled: tripId !== undefined });
}
