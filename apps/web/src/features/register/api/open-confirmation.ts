import { queryOptions } from '@tanstack/react-query';
import type { ConfirmationOpened } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { registerKeys } from './query-keys.ts';

/**
 * Opening the e-mailed link confirms the e-mail and returns the form to check. Asked once per token
 * (a POST: the token travels in the body, never in a query string), never retried.
 */
export function confirmationQuery(token: string) {
  return queryOptions({
    queryKey: registerKeys.confirmation(token),
    queryFn: () => api.post<ConfirmationOpened>('api/registration/confirmation', { token }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
