import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Trip } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

export function getTrip(tripId: number): Promise<Trip> {
  return api.get<Trip>(`api/trip?trip_id=${tripId}`);
}

export function tripQueryOptions(tripId: number) {
  return queryOptions({ queryKey: ['api/trip', tripId], queryFn: () => getTrip(tripId) });
}

/** Waits (stays pending) while the trip is unknown, e.g. a malformed id in the address. */
export function useTrip(tripId: number | undefined) {
  return useQuery({ ...tripQueryOptions(tripId ?? 0), enabled: tripId !== undefined });
}
