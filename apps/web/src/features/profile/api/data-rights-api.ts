import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErasureRequestBody, MyErasureRequest, Traveller } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from './query-keys.ts';

/** The family's data as one ZIP (`api/my/data-export`), saved by the browser as `voyage-data-YYYY-MM-DD.zip`. */
export const FAMILY_EXPORT_URL = '/api/my/data-export';

/**
 * Whether the session is recent enough for the export (it rejects with 403 `RECENT_SIGN_IN_REQUIRED` when not),
 * asked before the browser is sent to the download, which would otherwise show that answer as a page.
 */
export function checkRecentSignIn(): Promise<void> {
  return api.get<void>('api/my/recent-sign-in');
}

const familyQuery = queryOptions({
  queryKey: profileKeys.family(),
  queryFn: () => api.get<Traveller[]>('api/my/travellers'),
});

const erasureRequestsQuery = queryOptions({
  queryKey: profileKeys.erasureRequests(),
  queryFn: () => api.get<MyErasureRequest[]>('api/my/erasure-requests'),
});

/** The family's registrations, to choose what the erasure request covers. */
export function useFamily() {
  return useQuery(familyQuery);
}

export function useErasureRequests() {
  return useQuery(erasureRequestsQuery);
}

export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ErasureRequestBody) => api.post<MyErasureRequest[]>('api/my/erasure-requests', body),
    onSuccess: (requests) => queryClient.setQueryData(erasureRequestsQuery.queryKey, requests),
  });
}
