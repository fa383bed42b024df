import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTraveller } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { registrationKeys } from './query-keys.ts';

export function getRegistrations(tripId: number): Promise<AdminTraveller[]> {
  return api.get<AdminTraveller[]>(`api/registrations?trip_id=${tripId}`);
}

export function registrationsQuery(tripId: number) {
  return queryOptions({ queryKey: registrationKeys.list(tripId), queryFn: () => getRegistrations(tripId) });
}

/** Waits (stays pending) while the trip is unknown, e.g. a malformed id in the address. */
export function useRegistrations(tripId: number | undefined) {
  return useQuery({ ...registrationsQuery(tripId ?? 0), enabled: tripId !== undefined });
}
