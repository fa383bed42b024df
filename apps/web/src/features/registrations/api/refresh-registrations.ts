import { useQueryClient, type Query } from '@tanstack/react-query';
import {
  dashboardKeys,
  pendingRegistrationKeys,
  refundKeys,
  staffWaitingListKeys,
  studentKeys,
} from '../../../lib/api/query-keys.ts';
import { departureKeys } from '../../../entities/trips/api/query-keys.ts';
import { registrationKeys } from './query-keys.ts';

/**
 * After a status change, every list and count a registration appears in is read again: the lists, the
 * students, the departures' head-counts, the dashboard, the staff's waiting list and the refunds owed (a
 * cancellation adds one). The promise settles once they have.
 */
const REGISTRATION_LISTS = [
  registrationKeys.all,
  pendingRegistrationKeys.all,
  studentKeys.all,
  departureKeys.all,
  dashboardKeys.all,
  staffWaitingListKeys.all,
  refundKeys.all,
];

export function useRefreshRegistrations() {
  const queryClient = useQueryClient();
  return () => Promise.all(REGISTRATION_LISTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * After an erasure, once the screen has left the registration: what was read of it (its detail, timeline,
 * payments, documents) leaves the cache, and is never asked for again, where it would only be a 404; the
 * lists and counts are read again without it. A query still on screen is left alone, not refetched.
 */
export function useForgetRegistration() {
  const queryClient = useQueryClient();
  return (travellerId: string) => {
    const isOfIt = (query: Query) => query.queryKey.includes(travellerId);
    queryClient.removeQueries({ predicate: isOfIt, type: 'inactive' });
    return Promise.all(
      REGISTRATION_LISTS.map((queryKey) =>
        queryClient.invalidateQueries({ queryKey, predicate: (query) => !isOfIt(query) }),
      ),
    );
  };
}
