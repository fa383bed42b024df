import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HealthAddendumRow, StaffHealthAddendum } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

/**
 * The changes families send after the health records freeze, as staff with the `health` capability read and
 * acknowledge them: on a traveller's page and in the list of changes waiting (docs/product/health.md).
 */

const healthChangesKeys = {
  all: ['admin', 'health-changes'] as const,
  waiting: (tripId: number) => ['admin', 'health-changes', tripId] as const,
};

/**
 * The trip's changes waiting for the health lead, oldest first (docs/product/health.md#health-changes): whose,
 * which departure, which section, when and by whom; never the text.
 */
export function useHealthChanges(tripId: number) {
  return useQuery({
    queryKey: healthChangesKeys.waiting(tripId),
    queryFn: () => api.get<HealthAddendumRow[]>(`api/admin/health/addenda?trip_id=${tripId}&status=waiting`),
  });
}

/** The changes the family sent after the freeze: read with the full record, each read an audit row. */
export function useStaffHealthAddenda(travellerId: string) {
  return useMutation({
    mutationFn: () =>
      api.get<StaffHealthAddendum[]>(`api/admin/travellers/${encodeURIComponent(travellerId)}/health/addenda`),
  });
}

/**
 * "Acknowledge": the health lead has read the change, with an optional note; the family is e-mailed. From the
 * traveller's page or the list of changes waiting: both that list and the dashboard's counts are read again.
 */
export function useAcknowledgeAddendum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      api.post<StaffHealthAddendum>(`api/admin/health/addenda/${encodeURIComponent(id)}/acknowledge`, { note }),
    // Not awaited: the caller hears of the success at once, while the list it may leave is read again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: healthChangesKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'health-dashboard'] });
    },
  });
}
