import { ROLE_HOMES, type Role } from '@voyage/domain';
import { paths } from '../paths.ts';

const LOGIN_PATHS: readonly string[] = [paths.login.href(), paths.adminLogin.href()];

/**
 * Where a guard found the user (the router's `state.from`). Only a path inside this site is followed: never
 * `//host`, `/\host` (which browsers read as `//host`) or a full URL, and never sign-in itself.
 */
export function returnPathFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  if (typeof from !== 'object' || from === null || !('pathname' in from) || typeof from.pathname !== 'string')
    return null;
  const { pathname } = from;
  if (!/^\/(?![/\\])/.test(pathname) || LOGIN_PATHS.includes(pathname)) return null;
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

/** A role's own area (`ROLE_HOMES`): the dashboard for staff, My Voyage for a family. */
export function homeOf(role: Role): string {
  return ROLE_HOMES[role];
}

/** Where to go after signing in: back where the guard found the user, else the role's home. */
export function afterSignIn(state: unknown, role: Role): string {
  return returnPathFrom(state) ?? homeOf(role);
}
