import { ROLES, type SessionUser } from '@voyage/domain';
import { fromNodeHeaders } from 'better-auth/node';
import type { IncomingHttpHeaders } from 'node:http';
import type { Auth } from './create-auth.ts';

export type SessionLookup = { user: SessionUser | null; setCookies: string[] };

function toSessionUser(user: { id: string; name: string; email: string; role?: unknown }): SessionUser | null {
  const role = ROLES.find((known) => known === user.role);
  // An account without a known role gets no access at all rather than a guessed one.
  return role ? { id: user.id, name: user.name, email: user.email, role } : null;
}

/**
 * The signed-in user of a request, or null. When better-auth slides the session forward it also
 * renews the cookie; those Set-Cookie headers are returned for the caller to pass on.
 */
export async function lookUpSession(auth: Auth, headers: IncomingHttpHeaders): Promise<SessionLookup> {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(headers), returnHeaders: true });
  const setCookies = result.headers.getSetCookie();
  const session = result.response;
  return { user: session ? toSessionUser(session.user) : null, setCookies };
}
