import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Departure } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { departureKeys } from './query-keys.ts';

export function getDepartures(tripId: number): Promise<Departure[]> {
  return api.get<Departure[]>(`api/departures?trip_id=${tripId}`);
}

export function departuresQuery(tripId: number) {
  return queryOptions({ queryKey: departureKeys.list(tripId), queryFn: () => getDepartures(tripId) });
}

/** Waits (stays pending) while the trip is unknown, e.g. a malformed id in the address. */
export function useDepartures(tripId: number | undefined) {
  return useQuery({ ...departuresQuery(tripId ?? 0), enabled: tripId !== undefined });
}
