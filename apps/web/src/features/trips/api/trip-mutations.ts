import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trip, TripChangeBody, TripCreateBody } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { tripKeys } from '../../../lib/api/query-keys.ts';

/**
 * Staff's trip calls (docs/product/trips.md). After each, every trip query is refreshed: the trip menu lists a
 * new trip at once, and the active trip follows an activation.
 */
function useTripMutation<Variables>(call: (variables: Variables) => Promise<Trip>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (trip) => {
      queryClient.setQueryData(tripKeys.detail(trip.id), trip);
      await queryClient.invalidateQueries({ queryKey: tripKeys.all });
    },
  });
}

/** `POST api/admin/trips`: a blank trip or a copy. */
export const useCreateTrip = () => useTripMutation((body: TripCreateBody) => api.post<Trip>('api/admin/trips', body));

/** `PATCH api/admin/trips/:id`: one section's fields. */
export const useChangeTrip = (tripId: number) =>
  useTripMutation((body: TripChangeBody) => api.patch<Trip>(`api/admin/trips/${tripId}`, body));

/** `POST api/admin/trips/:id/activate`. */
export const useActivateTrip = (tripId: number) =>
  useTripMutation(() => api.post<Trip>(`api/admin/trips/${tripId}/activate`));
