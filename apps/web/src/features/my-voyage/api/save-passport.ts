import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PassportBody, Traveller } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';
import { showTraveller } from './show-traveller.ts';

/** The passport's number and expiry as the family gives them (`PUT api/my/travellers/:id/passport`). */
export function useSavePassport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ travellerId, body }: { travellerId: string; body: PassportBody }) =>
      api.put<Traveller>(`api/my/travellers/${encodeURIComponent(travellerId)}/passport`, body),
    onSuccess: (traveller) => showTraveller(queryClient, traveller),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myVoyageKeys.all }),
  });
}
