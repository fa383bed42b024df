import { useQuery } from '@tanstack/react-query';
import type { AccountCreation, AccountTokenInfo } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from './query-keys.ts';

/** What the link is for (404 unknown, 410 used, expired or revoked); asked once, never retried. */
export function useAccountToken(token: string | null) {
  return useQuery({
    queryKey: accountKeys.token(token),
    queryFn: () => api.post<AccountTokenInfo>('api/accounts/link', { token: token ?? '' }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
}

/** Creates the account in one transaction and signs the new user in (the session cookie comes back). */
export function createAccount(input: AccountCreation): Promise<unknown> {
  return api.post('api/accounts', input);
}
