import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Traveller } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';

/**
 * The family withdraws a pending or approved registration (docs/product/my-voyage.md#withdrawing). The answer is
 * the traveller as it now is, shown at once; the rest of My Voyage (timeline, messages) reloads. A refusal (409:
 * staff decided meanwhile) reloads too, so the screen shows where the registration stands.
 */
export function useWithdrawTraveller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (travellerId: string) =>
      api.post<Traveller>(`api/my/travellers/${encodeURIComponent(travellerId)}/withdraw`),
    onSuccess: (traveller) =>
      queryClient.setQueryData<Traveller[]>(myVoyageKeys.travellers(), (travellers) =>
        travellers?.map((candidate) => (candidate.id === traveller.id ? traveller : candidate)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myVoyageKeys.all }),
  });
}
