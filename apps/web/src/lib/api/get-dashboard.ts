import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@voyage/domain';
import { api } from '../api-client.ts';
import { dashboardKeys } from './query-keys.ts';

export function getDashboard(tripId: number): Promise<Dashboard> {
  return api.get<Dashboard>(`api/dashboard?trip_id=${tripId}`);
}

export function dashboardQuery(tripId: number) {
  return queryOptions({ queryKey: dashboardKeys.detail(tripId), queryFn: () => getDashboard(tripId) });
}

/** Waits (stays pending) while the trip is unknown, e.g. a malformed id in the address. */
export function useDashboard(tripId: number | undefined) {
  return useQuery({ ...dashboardQuery(tripId ?? 0), enabled: tripId !== undefined });
}
