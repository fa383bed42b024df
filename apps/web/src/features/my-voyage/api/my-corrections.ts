import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CorrectionResult, FamilyCorrectionBody, MyCorrections } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';
import { showTraveller } from './show-traveller.ts';

/** Corrections by the family (docs/product/corrections.md): the freeze, the requests, a correction and a withdrawal. */

const travellerUrl = (travellerId: string) => `api/my/travellers/${encodeURIComponent(travellerId)}`;

/** Whether the details are frozen and from which day, and the family's change requests (`…/corrections`). */
export function useMyCorrections(travellerId: string) {
  return useQuery({
    queryKey: myVoyageKeys.corrections(travellerId),
    queryFn: () => api.get<MyCorrections>(`${travellerUrl(travellerId)}/corrections`),
  });
}

/**
 * `PATCH …/details`: made at once before the freeze, a request from it (`outcome` says which). The traveller
 * shows as answered at once; My Voyage is read again (the history, the roommates, the requests).
 */
export function useCorrectDetails(travellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FamilyCorrectionBody) =>
      api.patch<CorrectionResult>(`${travellerUrl(travellerId)}/details`, body),
    onSuccess: (result) => showTraveller(queryClient, result.traveller),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myVoyageKeys.all }),
  });
}

/** Takes back a request still waiting (`…/change-requests/:id/withdraw`); 409 once the office decided it. */
export function useWithdrawChangeRequest(travellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      api.post<MyCorrections>(`${travellerUrl(travellerId)}/change-requests/${encodeURIComponent(requestId)}/withdraw`),
    onSuccess: (corrections) => queryClient.setQueryData(myVoyageKeys.corrections(travellerId), corrections),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myVoyageKeys.all }),
  });
}
