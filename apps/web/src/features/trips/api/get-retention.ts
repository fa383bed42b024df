import { useQuery } from '@tanstack/react-query';
import type { RetentionPreview, Trip } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

/**
 * `api/admin/trips/:id/retention`: when the trip's ID data and pending registrations go, and how much there
 * is now. Staff data, so not under the public trip keys; read again when the return date or the days change.
 */
export function useRetention(trip: Pick<Trip, 'id' | 'endsOn' | 'idRetentionDays'>) {
  return useQuery({
    queryKey: ['retention', trip.id, trip.endsOn, trip.idRetentionDays] as const,
    queryFn: () => api.get<RetentionPreview>(`api/admin/trips/${trip.id}/retention`),
  });
}
