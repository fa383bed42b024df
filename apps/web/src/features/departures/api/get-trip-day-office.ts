import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripDayOffice } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { tripDayOfficeKeys } from './query-keys.ts';

/** How often the office's view of a trip day reads again while it is on screen. */
export const TRIP_DAY_REFRESH_MS = 15_000;

export function getTripDayOffice(departureId: number): Promise<TripDayOffice> {
  return api.get<TripDayOffice>(`api/admin/trip-day/departures/${departureId}/checkpoints`);
}

export function tripDayOfficeQuery(departureId: number) {
  return queryOptions({
    queryKey: tripDayOfficeKeys.departure(departureId),
    queryFn: () => getTripDayOffice(departureId),
    refetchInterval: TRIP_DAY_REFRESH_MS,
  });
}

/** A departure's checkpoints as they stand (docs/product/trip-day.md#the-office), read again every 15 seconds while shown. */
export function useTripDayOffice(departureId: number) {
  return useQuery(tripDayOfficeQuery(departureId));
}
