import { useQuery } from '@tanstack/react-query';
import { tripQuery } from '../../../entities/trips/api/get-trip.ts';

/** The trip (`api/trip?trip_id=`), through the app's one trip query; waits while the id is unknown. */
export function useTrip(tripId: number | undefined) {
  return useQuery({ ...tripQuery(tripId ?? 0), enabled: tripId !== undefined });
}
