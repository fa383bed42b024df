import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Traveller } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';
import { showTraveller } from './show-traveller.ts';

/**
 * The family takes back what it sent and staff have not reviewed yet: an upload it removes
 * (`POST …/documents/:documentId/withdraw`) or a receipt it withdraws (`POST …/payments/:paymentId/withdraw`).
 * Refused with 409 `CONFLICT` when staff reviewed it meanwhile; either way the family's data reloads.
 */
export function useWithdrawFromTraveller(what: 'documents' | 'payments') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ travellerId, id }: { travellerId: string; id: string }) =>
      api.post<Traveller>(
        `api/my/travellers/${encodeURIComponent(travellerId)}/${what}/${encodeURIComponent(id)}/withdraw`,
      ),
    onSuccess: (traveller) => showTraveller(queryClient, traveller),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myVoyageKeys.all }),
  });
}
