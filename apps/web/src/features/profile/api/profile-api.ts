import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, ProfileUpdate } from '@voyage/domain';
import { sessionKeys } from '../../../lib/api/query-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { profileKeys } from './query-keys.ts';

/** One of the user's sessions as better-auth lists them (dates as ISO strings). */
export type UserSession = {
  id: string;
  userAgent?: string | null;
  createdAt: string;
  updatedAt: string;
  lastActiveAt?: string | null;
};

type CurrentSession = { session: { id: string } | null } | null;

export const sessionsQuery = queryOptions({
  queryKey: profileKeys.sessions(),
  queryFn: async () => {
    const [sessions, current] = await Promise.all([
      api.get<UserSession[]>('api/auth/list-sessions'),
      api.get<CurrentSession>('api/auth/get-session'),
    ]);
    return { sessions, currentId: current?.session?.id ?? null };
  },
});

/** Asked only while someone is signed in: after a log-out, the screen being left asks nothing more. */
export function useSessions() {
  const { user } = useSession();
  return useQuery({ ...sessionsQuery, enabled: user !== null });
}

/** The name, the weekly digest, or both: the session holds them and is read again once saved. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.post('api/auth/update-user', update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** The server ends the other sessions whatever the flag says; asked for explicitly all the same. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ChangePasswordInput, 'revokeOtherSessions'>) =>
      api.post('api/auth/change-password', { ...input, revokeOtherSessions: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('api/auth/revoke-other-sessions'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}
