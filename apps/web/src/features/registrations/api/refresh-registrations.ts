import { useQueryClient } from '@tanstack/react-query';
import { dashboardKeys, pendingRegistrationKeys, studentKeys } from '../../../lib/api/query-keys.ts';
import { departureKeys } from '../../../entities/trips/api/query-keys.ts';
import { registrationKeys } from './query-keys.ts';

/**
 * After a status change, every list and count a registration appears in is read again: the lists, the
 * students, the departures' head-counts and the dashboard. The promise settles once they have.
 */
export function useRefreshRegistrations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [registrationKeys.all, pendingRegistrationKeys.all, studentKeys.all, departureKeys.all, dashboardKeys.all].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
