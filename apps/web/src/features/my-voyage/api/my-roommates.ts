import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyRoommates } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';

const base = (travellerId: string) => `api/my/travellers/${encodeURIComponent(travellerId)}/roommates`;

/** The names the family typed (together once named back) and who asks for its child (`…/roommates`). */
export function useMyRoommates(travellerId: string) {
  return useQuery({
    queryKey: myVoyageKeys.roommates(travellerId),
    queryFn: () => api.get<MyRoommates>(base(travellerId)),
  });
}

/**
 * Withdraws one typed name or confirms a schoolmate's request (docs/product/my-voyage.md#roommates). The answer
 * is the roommates as they now are, shown at once; the timeline reloads.
 */
export function useChangeRoommates(travellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { withdraw: string } | { confirm: string }) =>
      'withdraw' in change
        ? api.post<MyRoommates>(`${base(travellerId)}/withdraw`, { name: change.withdraw })
        : api.post<MyRoommates>(`${base(travellerId)}/confirm`, { travellerId: change.confirm }),
    onSuccess: (roommates) => queryClient.setQueryData(myVoyageKeys.roommates(travellerId), roommates),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myVoyageKeys.all }),
  });
}
