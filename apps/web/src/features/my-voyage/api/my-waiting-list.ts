import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyWaitingEntry } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';

/** The family's registrations on a waiting list, with their position or offer (`api/my/waiting-list`). */
export const myWaitingListQuery = queryOptions({
  queryKey: myVoyageKeys.waitingList(),
  queryFn: () => api.get<MyWaitingEntry[]>('api/my/waiting-list'),
});

export function useMyWaitingEntry(travellerId: string): MyWaitingEntry | undefined {
  return useQuery(myWaitingListQuery).data?.find((entry) => entry.travellerId === travellerId);
}

/**
 * The family accepts or declines the place offered (docs/product/places.md#waiting-list); the answer is the
 * list as it now is, and the rest of My Voyage reloads (accepting may have made the registration approved).
 */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      api.post<MyWaitingEntry[]>(`api/my/travellers/${encodeURIComponent(id)}/waiting-list/${answer}`, {}),
    onSuccess: (list) => queryClient.setQueryData(myVoyageKeys.waitingList(), list),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myVoyageKeys.all }),
  });
}
