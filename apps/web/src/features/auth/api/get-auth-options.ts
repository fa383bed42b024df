import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The social providers the server has credentials for; the others are not offered. */
export const SOCIAL_PROVIDERS = ['google', 'microsoft', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export type AuthOptions = { socialProviders: string[]; magicLink: boolean };

export const authOptionsQuery = queryOptions({
  queryKey: ['auth-options'] as const,
  queryFn: () => api.get<AuthOptions>('api/auth-options'),
  staleTime: Infinity,
});

/** Known providers only, in a fixed order; while loading or on failure, none (password and e-mail link still work). */
export function useSocialProviders(): SocialProvider[] {
  const { data } = useQuery(authOptionsQuery);
  const offered = new Set(data?.socialProviders ?? []);
  return SOCIAL_PROVIDERS.filter((provider) => offered.has(provider));
}
