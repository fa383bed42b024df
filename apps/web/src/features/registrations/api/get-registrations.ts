import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTraveller } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

export function getRegistrations(tripId: number): Promise<AdminTraveller[]> {
  return api.get<AdminTraveller[]>(`api/registrations?trip_id=${tripId}`);
}

export function registrationsQueryOptions(tripId: number) {
  return queryOptions({ queryKey: ['api/registrations', tripId], queryFn: () => getRegistrations(tripId) });
}

/** Waits (stays pending) while the trip is unknown, e.g. a malformed id in the address. */
export function useRegistrations(tripId: number | undefined) {
  return useQuery({ ...registrationsQueryOptions(tripId ?? 0), enabled: tripId !== undefined });
}
