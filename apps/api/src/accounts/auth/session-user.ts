import { ROLES, type SessionUser } from '@voyage/domain';
import { fromNodeHeaders } from 'better-auth/node';
import type { IncomingHttpHeaders } from 'node:http';
import type { Auth } from './create-auth.ts';

export type SessionRecord = { id: string; createdAt: Date; lastActiveAt: Date };
export type SessionLookup = { user: SessionUser | null; session: SessionRecord | null; setCookies: string[] };

function toSessionUser(user: {
  id: string;
  name: string;
  email: string;
  role?: unknown;
  twoFactorEnabled?: unknown;
  weeklyDigest?: unknown;
}): SessionUser | null {
  const role = ROLES.find((known) => known === user.role);
  // An account without a known role gets no access at all rather than a guessed one.
  return role
    ? {
        id: user.id,
        name: user.name,
        email: user.email,
        role,
        twoFactorEnabled: user.twoFactorEnabled === true,
        weeklyDigest: role === 'guardian' && user.weeklyDigest !== false,
      }
    : null;
}

const toDate = (value: unknown, fallback: Date) =>
  value instanceof Date ? value : value ? new Date(value as string) : fallback;

/**
 * The signed-in user of a request and their session's times, or nulls. When better-auth expires the cookie
 * it also sends Set-Cookie headers; those are returned for the caller to pass on.
 */
export async function lookUpSession(auth: Auth, headers: IncomingHttpHeaders): Promise<SessionLookup> {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(headers), returnHeaders: true });
  const setCookies = result.headers.getSetCookie();
  const found = result.response;
  if (!found) return { user: null, session: null, setCookies };
  const createdAt = toDate(found.session.createdAt, new Date());
  const session = { id: found.session.id, createdAt, lastActiveAt: toDate(found.session.lastActiveAt, createdAt) };
  return { user: toSessionUser(found.user), session, setCookies };
}
