import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isDepartureScoped, type Capability, type SessionUser, type StaffAccess } from '@voyage/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from './api-client.ts';
import { isPublicQuery } from './api/public-queries.ts';
import { sessionKeys } from './api/query-keys.ts';
import { paths } from './paths.ts';
import { wipeTripDay } from './trip-day-storage.ts';

type SessionReply = { user: SessionUser | null; staff?: StaffAccess | null };

/**
 * The session is refreshed every 60 000 ms (by `useSessionKeeper`, one timer for the app;
 * docs/product/screens.md#keeping-the-session-alive).
 */
export const SESSION_REFRESH_MS = 60_000;

/** `GET /api/session`: the signed-in user or null; the server counts it as activity. */
export function getSession(): Promise<SessionReply> {
  return api.get<SessionReply>('api/session');
}

export const sessionQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: getSession,
  staleTime: SESSION_REFRESH_MS,
  retry: false,
});

export function useSession(): { user: SessionUser | null; isLoading: boolean } {
  const { data, isPending } = useQuery(sessionQuery);
  return { user: data?.user ?? null, isLoading: isPending };
}

/** What the signed-in staff member's role may use (docs/product/staff-roles.md), or null. */
export function useStaffAccess(): StaffAccess | null {
  const { data } = useQuery(sessionQuery);
  return data?.staff ?? null;
}

/**
 * Whether the signed-in staff member's role includes the capability, so a screen offers only what the server
 * will answer (docs/product/staff-roles.md). `everyDeparture`: the part is not one an escort may use, even with
 * the capability (it is not kept to their departures).
 */
export function useCan(capability: Capability, { everyDeparture = false } = {}): boolean {
  const staff = useStaffAccess();
  if (!staff?.capabilities.includes(capability)) return false;
  return !everyDeparture || !isDepartureScoped(staff.role);
}

/** Forgets every cached answer except public trip data, and marks the visitor signed out. */
export function forgetSignedInData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !isPublicQuery(query.queryKey) });
  queryClient.setQueryData(sessionQuery.queryKey, { user: null });
  try {
    // Scroll positions and reload guards only, but they name the screens the user opened.
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable; nothing was kept there then.
  }
}

/** Ends the session on the server, forgets the user's data in the browser, and goes home. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave the signed-in screen first, so nothing on it asks for its data again once the session has
    // ended (each such call would be refused), and its guard does not bounce to /login on the way out.
    // flushSync: the home screen is drawn, and the signed-in one gone, before the session ends (a transition
    // could still show the old screen, which would ask for its data again once its answers are forgotten).
    await navigate(paths.home.href(), { flushSync: true });
    await queryClient.cancelQueries();
    try {
      await api.post('api/auth/sign-out');
    } catch (error) {
      console.error(error);
    }
    forgetSignedInData(queryClient);
    // An escort's trip-day pack does not outlive the session it was downloaded in.
    await wipeTripDay();
  }, [navigate, queryClient]);
}
