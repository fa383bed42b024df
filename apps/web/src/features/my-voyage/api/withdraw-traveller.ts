import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrationStatus, Traveller } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';

const isPrefix = (prefix: readonly unknown[], key: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

/**
 * The family withdraws a pending or approved registration (docs/product/my-voyage.md#withdrawing). The answer is
 * the traveller as it now is, shown at once; the rest of My Voyage (timeline, messages) reloads, not the
 * child's health record, which a withdrawn registration no longer has. The call names
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
    // All of My Voyage reloads but the withdrawn child's health record, which is only there while approved.
    onSettled: (_traveller, _error, { id }) =>
      queryClient.invalidateQueries({
        queryKey: myVoyageKeys.all,
        predicate: (query) => !isPrefix(myVoyageKeys.health(id), query.queryKey),
      }),
  });
}
