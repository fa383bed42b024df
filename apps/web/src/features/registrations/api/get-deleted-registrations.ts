import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTraveller } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { registrationKeys } from './query-keys.ts';

export function getDeletedRegistrations(tripId: number): Promise<AdminTraveller[]> {
  return api.get<AdminTraveller[]>(`api/registrations/deleted?trip_id=${tripId}`);
}

export function deletedRegistrationsQuery(tripId: number) {
  return queryOptions({
    queryKey: registrationKeys.deleted(tripId),
    queryFn: () => getDeletedRegistrations(tripId),
  });
}

/** Waits while the trip is unknown, or while the screen does not need them (`enabled`). */
export function useDeletedRegistrations(tripId: number | undefined, { enabled = true } = {}) {
  return useQuery({ ...deletedRegistrationsQuery(tripId ?? 0), enabled: enabled && tripId !== undefined });
}
