import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Traveller } from '@voyage/domain';
import { api } from '../api-client.ts';
import { pendingRegistrationKeys } from './query-keys.ts';

export function getPendingRegistrations(tripId: number): Promise<Traveller[]> {
  return api.get<Traveller[]>(`api/registrations/pending?trip_id=${tripId}`);
}

export function pendingRegistrationsQuery(tripId: number) {
  return queryOptions({
    queryKey: pendingRegistrationKeys.list(tripId),
    queryFn: () => getPendingRegistrations(tripId),
  });
}

/** Waits (stays pending) while the trip is unknown, e.g. a malformed id in the address. */
export function usePendingRegistrations(tripId: number | undefined) {
  return useQuery({ ...pendingRegistrationsQuery(tripId ?? 0), enabled: tripId !== undefined });
}
