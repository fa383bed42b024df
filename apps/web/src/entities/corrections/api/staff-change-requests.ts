import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyReason, StaffChangeRequest } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

/**
 * The changes families ask for after their details froze, as staff read and decide them: in the trip's list of
 * those waiting and on a registration (docs/product/corrections.md#staff-decide).
 */

const changeRequestKeys = {
  all: ['admin', 'change-requests'] as const,
  waiting: (tripId: number) => ['admin', 'change-requests', 'trip', tripId] as const,
  traveller: (travellerId: string) => ['admin', 'change-requests', 'traveller', travellerId] as const,
};

/** The trip's requests waiting, oldest first. */
export function useWaitingChangeRequests(tripId: number) {
  return useQuery({
    queryKey: changeRequestKeys.waiting(tripId),
    queryFn: () => api.get<StaffChangeRequest[]>(`api/admin/change-requests?trip_id=${tripId}&status=waiting`),
  });
}

/** A registration's requests, newest first, decided ones with their answer. */
export function useTravellerChangeRequests(travellerId: string) {
  return useQuery({
    queryKey: changeRequestKeys.traveller(travellerId),
    queryFn: () =>
      api.get<StaffChangeRequest[]>(`api/admin/travellers/${encodeURIComponent(travellerId)}/change-requests`),
  });
}

export type ChangeRequestDecision = { action: 'approve' } | { action: 'refuse'; reason: FamilyReason };

/**
 * Approve or refuse one request; either way the lists of requests are read again, not awaited, so the caller
 * hears of the answer at once. A screen that shows the registration reads it again itself (an approval changes it).
 */
export function useDecideChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ChangeRequestDecision }) =>
      api.post<StaffChangeRequest>(
        `api/admin/change-requests/${encodeURIComponent(id)}/${decision.action}`,
        decision.action === 'refuse' ? { reason: decision.reason } : {},
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: changeRequestKeys.all }),
  });
}
