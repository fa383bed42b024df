import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyRoommates } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { roommatesUrl } from './get-my-roommates.ts';
import { myVoyageKeys } from './query-keys.ts';

/**
 * Withdraws one roommate name the family typed (docs/product/my-voyage.md#roommates). The answer is the
 * roommates as they now are, shown at once; the rest of My Voyage reloads.
 */
export function useWithdrawRoommate(travellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<MyRoommates>(`${roommatesUrl(travellerId)}/withdraw`, { name }),
    onSuccess: (roommates) => queryClient.setQueryData(myVoyageKeys.roommates(travellerId), roommates),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myVoyageKeys.all }),
  });
}
