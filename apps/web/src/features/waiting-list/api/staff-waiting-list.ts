import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferOutOfTurnBody, StaffWaitingEntry } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { staffWaitingListKeys } from '../../../lib/api/query-keys.ts';

/** One trip's waiting list in its order (`GET /api/admin/waiting-list?trip_id=`). */
export function useStaffWaitingList(tripId: number | undefined) {
  return useQuery({
    queryKey: staffWaitingListKeys.list(tripId ?? 0),
    queryFn: () => api.get<StaffWaitingEntry[]>(`api/admin/waiting-list?trip_id=${tripId ?? 0}`),
    enabled: tripId !== undefined,
  });
}

/** Staff offer a free place out of turn, with a reason (docs/product/places.md#waiting-list); the list reloads. */
export function useOfferOutOfTurn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ travellerId, body }: { travellerId: string; body: OfferOutOfTurnBody }) =>
      api.post<null>(`api/admin/waiting-list/${encodeURIComponent(travellerId)}/offer`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffWaitingListKeys.all }),
  });
}
