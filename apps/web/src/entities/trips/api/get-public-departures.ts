import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicDeparture } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { publicDepartureKeys } from '../../../lib/api/query-keys.ts';

/** Flights and hotel of each departure of a trip, sorted by outbound date (`api/public/departures`). */
export function publicDeparturesQuery(tripId: number) {
  return queryOptions({
    queryKey: publicDepartureKeys.list(tripId),
    queryFn: () => api.get<PublicDeparture[]>(`api/public/departures?trip_id=${encodeURIComponent(tripId)}`),
    staleTime: 5 * 60_000,
  });
}

export function usePublicDepartures(tripId: number) {
  return useQuery(publicDeparturesQuery(tripId));
}
