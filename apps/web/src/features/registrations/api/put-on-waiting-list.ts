import { useMutation } from '@tanstack/react-query';
import type { AdminTraveller } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { useRefreshRegistrations } from './refresh-registrations.ts';

/**
 * Staff put a pending registration whose approval found no place at the end of the waiting list
 * (`POST api/admin/travellers/:id/waiting-list`, docs/product/places.md#a-refused-approval). Answers the
 * registration with its waiting-list position; the registrations and the staff's list are read again.
 */
export function usePutOnWaitingList() {
  const refresh = useRefreshRegistrations();
  return useMutation({
    mutationFn: (travellerId: string) =>
      api.post<AdminTraveller>(`api/admin/travellers/${encodeURIComponent(travellerId)}/waiting-list`, {}),
    onSettled: () => refresh(),
  });
}
