import { queryOptions, useQuery } from '@tanstack/react-query';
import { SOCIAL_PROVIDERS, type AuthOptions, type SocialProvider } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './query-keys.ts';

export const authOptionsQuery = queryOptions({
  queryKey: authKeys.options(),
  queryFn: () => api.get<AuthOptions>('api/auth-options'),
  staleTime: Infinity,
});

/**
 * The social providers the server has credentials for, in a fixed order. While loading or on failure,
 * none: password and e-mail link sign-in still work.
 */
export function useSocialProviders(): SocialProvider[] {
  const { data } = useQuery(authOptionsQuery);
  const offered = new Set<string>(data?.socialProviders ?? []);
  return SOCIAL_PROVIDERS.filter((provider) => offered.has(provider));
}

/** false when the server has no mail server: e-mail links reach nobody (true while loading, so no false alarm). */
export function useEmailLinksDelivered(): boolean {
  const { data } = useQuery(authOptionsQuery);
  return data?.emailLinksDelivered ?? true;
}
