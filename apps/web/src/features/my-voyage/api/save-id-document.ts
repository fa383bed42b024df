import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdDocumentBody, Traveller } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';
import { showTraveller } from './show-traveller.ts';

/** The identity document as the family describes it (`PUT api/my/travellers/:id/id-document`). */
export function useSaveIdDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ travellerId, body }: { travellerId: string; body: IdDocumentBody }) =>
      api.put<Traveller>(`api/my/travellers/${encodeURIComponent(travellerId)}/id-document`, body),
    onSuccess: (traveller) => showTraveller(queryClient, traveller),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myVoyageKeys.all }),
  });
}
