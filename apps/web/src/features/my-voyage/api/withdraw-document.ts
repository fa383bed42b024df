import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Traveller } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';
import { showTraveller } from './show-traveller.ts';

/**
 * The family removes an upload still waiting for staff (`POST …/documents/:documentId/withdraw`). Refused
 * with 409 `CONFLICT` when staff reviewed it meanwhile; either way the family's data reloads.
 */
export function useWithdrawDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ travellerId, documentId }: { travellerId: string; documentId: string }) =>
      api.post<Traveller>(
        `api/my/travellers/${encodeURIComponent(travellerId)}/documents/${encodeURIComponent(documentId)}/withdraw`,
      ),
    onSuccess: (traveller) => showTraveller(queryClient, traveller),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myVoyageKeys.all }),
  });
}
