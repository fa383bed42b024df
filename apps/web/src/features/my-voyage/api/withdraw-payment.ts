import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Traveller } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';
import { showTraveller } from './show-traveller.ts';

/**
 * The family withdraws a receipt still waiting for staff (`POST …/payments/:paymentId/withdraw`). Refused
 * with 409 `CONFLICT` when staff reviewed it meanwhile; either way the family's data reloads.
 */
export function useWithdrawPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ travellerId, paymentId }: { travellerId: string; paymentId: string }) =>
      api.post<Traveller>(
        `api/my/travellers/${encodeURIComponent(travellerId)}/payments/${encodeURIComponent(paymentId)}/withdraw`,
      ),
    onSuccess: (traveller) => showTraveller(queryClient, traveller),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myVoyageKeys.all }),
  });
}
