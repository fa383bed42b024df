import type { Role } from '@voyage/domain';
import { useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';

const LOGIN_PATHS: readonly string[] = [paths.login.href(), paths.adminLogin.href()];

/** Only a path inside this site is followed: never `//host` or a full URL. */
export function returnPathFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  if (typeof from !== 'object' || from === null || !('pathname' in from) || typeof from.pathname !== 'string')
    return null;
  const { pathname } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || LOGIN_PATHS.includes(pathname)) return null;
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

/** Where to go after signing in: back where the guard found the user, else the role's home. */
export function useReturnPath(): (role: Role) => string {
  const location = useLocation();
  const from = returnPathFrom(location.state);
  return (role) => from ?? (role === 'admin' ? paths.dashboard.href() : paths.myVoyage.href());
}
