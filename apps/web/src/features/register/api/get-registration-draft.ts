import { queryOptions } from '@tanstack/react-query';
import type { RegistrationDraft } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { registerKeys } from './query-keys.ts';

/**
 * The registration in progress for this trip (found by the server's httpOnly cookie), or `null` to
 * start at step 1. The screen owns what is being typed, so the draft is not refetched behind it.
 */
export function registrationDraftQuery(tripId: number) {
  return queryOptions({
    queryKey: registerKeys.draft(tripId),
    queryFn: () => api.get<RegistrationDraft | null>(`api/registration/draft?trip_id=${encodeURIComponent(tripId)}`),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
