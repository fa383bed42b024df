import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api-client.ts';

/** A 4xx answer will not change on retry; network failures and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** How long an answer counts as fresh: longer than a screen takes to load, shorter than a person's next step. */
export const FRESH_FOR_MS = 5_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // An answer of the last few seconds is fresh: the first screen's data, asked for while its code loads
      // (first-screen-data.ts), is shown as it came instead of asked for again when the screen is drawn.
      // A change made here marks what it touches stale at once (invalidation), whatever the age.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: FRESH_FOR_MS },
      mutations: { retry: false },
    },
  });
}
