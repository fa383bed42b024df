import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Traveller } from '@voyage/domain';
import { api } from '../api-client.ts';

export function getPendingRegistrations(tripId: number): Promise<Traveller[]> {
  return api.get<Traveller[]>(`api/registrations/pending?trip_id=${tripId}`);
}

export function pendingRegistrationsQueryOptions(tripId: number) {
  return queryOptions({
    queryKey: ['api/registrations/pending', tripId],
    queryFn: () => getPendingRegistrations(tripId),
  });
}

/** Waits (stays pending) while the trip is unknown, e.g. a malformed id in the address. */
export function usePendingRegistrations(tripId: number | undefined) {
  return useQuery({ ...pendingRegistrationsQueryOptions(tripId ?? 0), enabled: tripId !== undefined });
}
