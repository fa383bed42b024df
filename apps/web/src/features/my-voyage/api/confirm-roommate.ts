import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyRoommates } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { roommatesUrl } from './get-my-roommates.ts';
import { myVoyageKeys } from './query-keys.ts';

/**
 * Confirms a schoolmate who asks for this child (docs/product/my-voyage.md#roommates): the family names them
 * back, so the two share a room group. Refused with 409 `ROOMMATES_MAX` when two are named already.
 */
export function useConfirmRoommate(travellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (askerId: string) =>
      api.post<MyRoommates>(`${roommatesUrl(travellerId)}/confirm`, { travellerId: askerId }),
    onSuccess: (roommates) => queryClient.setQueryData(myVoyageKeys.roommates(travellerId), roommates),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myVoyageKeys.all }),
  });
}
