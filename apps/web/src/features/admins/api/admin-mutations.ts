import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteAdmin, StaffGrant } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** Each change reloads the list, so the screen shows what the server now holds. */
function useAdminsMutation<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Sends an invitation e-mail (through the outbox) with a single-use link. */
export function useInviteAdmin() {
  return useAdminsMutation((invite: InviteAdmin) => api.post('api/admin/administrators/invitations', invite));
}

export function useRevokeInvitation() {
  return useAdminsMutation((id: string) =>
    api.delete(`api/admin/administrators/invitations/${encodeURIComponent(id)}`),
  );
}

/** Takes the role away and ends the person's sessions; the server refuses yourself and the last admin. */
export function useRevokeAdmin() {
  return useAdminsMutation((userId: string) => api.delete(`api/admin/administrators/${encodeURIComponent(userId)}`));
}

/** Deletes another admin's authenticator and recovery codes and ends their sessions; they enrol again. */
export function useResetTwoFactor() {
  return useAdminsMutation((userId: string) =>
    api.post(`api/admin/administrators/${encodeURIComponent(userId)}/two-factor/reset`, {}),
  );
}

/** Gives a staff member another role (and an escort their departures); audited, applies at their next request. */
export function useChangeStaffRole() {
  return useAdminsMutation(({ userId, grant }: { userId: string; grant: StaffGrant }) =>
    api.put(`api/admin/administrators/${encodeURIComponent(userId)}/role`, grant),
  );
}
