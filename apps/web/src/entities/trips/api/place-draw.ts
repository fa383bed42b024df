import { useQuery } from '@tanstack/react-query';
import type { PlaceDraw } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

/** The fair draw's cache keys: one trip's draw. */
export const placeDrawKeys = {
  all: ['place-draw'] as const,
  trip: (tripId: number) => [...placeDrawKeys.all, tripId] as const,
};

/** One trip's fair draw: its state, and once drawn its record (`GET /api/admin/places/draw?trip_id=`). */
export function usePlaceDraw(tripId: number | undefined) {
  return useQuery({
    queryKey: placeDrawKeys.trip(tripId ?? 0),
    queryFn: () => api.get<PlaceDraw>(`api/admin/places/draw?trip_id=${tripId ?? 0}`),
    enabled: tripId !== undefined,
  });
}
