import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoginState } from './guards.tsx';
import { paths } from '../lib/paths.ts';
import { getSession, forgetSignedInData, SESSION_REFRESH_MS, sessionQuery } from '../lib/session.tsx';

/** A user who touched nothing for this long is idle: the server's idle time-out may then end the session. */
export const ACTIVE_WINDOW_MS = 5 * 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** The minute's refresh happens only for a visible tab whose user did something lately. */
export function isRefreshDue(isVisible: boolean, lastActivity: number, now: number): boolean {
  return isVisible && now - lastActivity < ACTIVE_WINDOW_MS;
}

/** `location.state` of the sign-in screen when the session ended by itself. */
export type SessionEndedState = LoginState & { sessionEnded: true };

/**
 * Keeps the session alive while the user works (docs/product/screens.md#keeping-the-session-alive): every 60 s, if the
 * tab is visible and the user was active lately, `GET /api/session` (which counts as activity on the server). Also
 * checked when the tab becomes visible again and on the first activity after a pause. If the session has ended, the
 * user's data is forgotten and the sign-in screen says so, remembering where the user was.
 */
export function useSessionKeeper(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    let lastActivity = Date.now();
    let isChecking = false;

    const check = async () => {
      if (isChecking || !queryClient.getQueryData(sessionQuery.queryKey)?.user) return;
      isChecking = true;
      try {
        // Asked outside the cache: a guard seeing `null` first would redirect without the notice.
        const reply = await getSession();
        if (reply.user) {
          queryClient.setQueryData(sessionQuery.queryKey, reply);
          return;
        }
        const { pathname, search, hash } = locationRef.current;
        const state: SessionEndedState = { from: { pathname, search, hash }, sessionEnded: true };
        await navigate(paths.login.href(), { state });
        forgetSignedInData(queryClient);
      } catch {
        // No answer (offline, server restarting): the next tick tries again.
      } finally {
        isChecking = false;
      }
    };

    const isVisible = () => document.visibilityState === 'visible';
    const onActivity = () => {
      const wasIdle = Date.now() - lastActivity > ACTIVE_WINDOW_MS;
      lastActivity = Date.now();
      if (wasIdle && isVisible()) void check();
    };
    const onVisibilityChange = () => {
      if (isVisible()) void check();
    };
    const timer = window.setInterval(() => {
      if (isRefreshDue(isVisible(), lastActivity, Date.now())) void check();
    }, SESSION_REFRESH_MS);

    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [navigate, queryClient]);
}
