import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrationStatus, Traveller } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';

/**
 * The family withdraws a pending or approved registration (docs/product/my-voyage.md#withdrawing). The answer is
 * the traveller as it now is, shown at once; the rest of My Voyage (timeline, messages) reloads. The call names
 * the status the family saw: if staff decided meanwhile, it is refused (409 `CONFLICT` or `INVALID_TRANSITION`)
 * and the reload shows where the registration now stands.
 */
export function useWithdrawTraveller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RegistrationStatus }) =>
      api.post<Traveller>(`api/my/travellers/${encodeURIComponent(id)}/withdraw`, { expectedStatus: status }),
    onSuccess: (traveller) =>
      queryClient.setQueryData<Traveller[]>(myVoyageKeys.travellers(), (travellers) =>
        travellers?.map((candidate) => (candidate.id === traveller.id ? traveller : candidate)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myVoyageKeys.all }),
  });
}
