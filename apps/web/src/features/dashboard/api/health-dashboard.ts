import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HealthDashboard, HealthMissingRow, HealthRemindersResult } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

const healthKeys = {
  all: ['admin', 'health-dashboard'] as const,
  counts: (tripId: number) => ['admin', 'health-dashboard', tripId, 'counts'] as const,
  missing: (tripId: number, departureId: number | undefined) =>
    ['admin', 'health-dashboard', tripId, 'missing', departureId ?? 'all'] as const,
};

/** Health records complete and missing per departure (docs/product/health.md#dashboard); `health` staff only. */
export function useHealthDashboard(tripId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: healthKeys.counts(tripId ?? 0),
    queryFn: () => api.get<HealthDashboard>(`api/admin/dashboard/health?trip_id=${tripId}`),
    enabled: enabled && tripId !== undefined,
  });
}

/** Who is missing what: the trip's travellers, or one departure's. */
export function useMissingHealth(tripId: number, departureId: number | undefined, enabled: boolean) {
  const departure = departureId === undefined ? '' : `&departure_id=${departureId}`;
  return useQuery({
    queryKey: healthKeys.missing(tripId, departureId),
    queryFn: () => api.get<HealthMissingRow[]>(`api/admin/dashboard/health/missing?trip_id=${tripId}${departure}`),
    enabled,
  });
}

/** A reminder to one family, or to every family of a departure still missing something. */
export function useSendHealthReminders(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: { travellerId: string } | { departureId: number }) =>
      'travellerId' in to
        ? api.post<HealthRemindersResult>(
            `api/admin/travellers/${encodeURIComponent(to.travellerId)}/health/reminder`,
            {},
          )
        : api.post<HealthRemindersResult>('api/admin/dashboard/health/reminders', {
            tripId,
            departureId: to.departureId,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: healthKeys.all }),
  });
}
