import { isActivityDue, isRecentSignIn, isSessionExpired, type Role, type SessionUser } from '@voyage/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isHttps, type AppConfig } from '../../config/config.ts';
import { createAuth, sessionCacheCookieName, sessionCookieName, type Auth } from './create-auth.ts';
import { createSessionMemo } from './session-memo.ts';
import { lookUpSession, type SessionLookup } from './session-user.ts';
import { forbidden, HttpError, unauthenticated } from '../../lib/http-error.ts';
import { deleteSession, recordSessionActivity } from '../queries/sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** PUBLIC_URL: the origin every link in an e-mail is built on, never the request's Host. */
    publicUrl: string;
    /** The request's signed-in user (looked up once per request, time-outs applied), or null. */
    sessionUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null>;
    /**
     * A hook for a subtree: 401 without a session, 403 with another role, and for admins 403
     * `TWO_FACTOR_ENROLMENT_REQUIRED` until an authenticator is enrolled.
     */
    requireRole(role: Role): onRequestHookHandler;
    /**
     * Refuses (403 `RECENT_SIGN_IN_REQUIRED`) unless the request's session was made by a sign-in within
     * RECENT_SIGN_IN_MS: what a stolen or long-open session must not be enough for.
     */
    requireRecentSignIn(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    resolvedSessionUser: SessionUser | null | undefined;
    /** The id of the session the request came with, once looked up (null: none or ended). */
    resolvedSessionId: string | null;
    /** When that session was made, i.e. when its user signed in (null: none). */
    resolvedSessionCreatedAt: Date | null;
    /** The role the route's subtree requires (`requireRole`), so a refusal there can be audited. */
    requiredRole: Role | null;
  }
}

/** An admin signed in with a password alone, before enrolling an authenticator: no admin data at all. */
export const recentSignInRequired = () =>
  new HttpError(403, 'RECENT_SIGN_IN_REQUIRED', 'Sign in again: this needs a recent sign-in');

export const enrolmentRequired = () =>
  new HttpError(403, 'TWO_FACTOR_ENROLMENT_REQUIRED', 'Set up an authenticator app before using the admin area');

type AuthPluginOptions = { config: AppConfig; now?: () => Date };

/** Sessions whose activity this process remembers writing; past this many the memory starts afresh. */
const REMEMBERED_ACTIVITY_MAX = 10_000;

async function auth(app: FastifyInstance, options: AuthPluginOptions) {
  const instance = createAuth({ db: app.db, config: options.config, logger: app.log });
  const now = options.now ?? (() => new Date());
  const cookieName = sessionCookieName(options.config);
  const cacheCookieName = sessionCacheCookieName(options.config);
  /**
   * When this process last wrote each session's activity. A session read from its signed cookie copy
   * carries the `last_active_at` of when the copy was made (up to SESSION_CACHE_SECONDS old): without
   * this, every request in that time would write the activity again.
   */
  const activityWritten = new Map<string, Date>();
  const secure = isHttps(options.config);
  const memo = options.config.sessionCacheSeconds > 0 ? createSessionMemo() : null;

  /** The session of the request's cookies: from memory while their signed copy is trusted, else better-auth's. */
  async function lookUp(request: FastifyRequest): Promise<SessionLookup> {
    const cookieHeader = request.headers.cookie;
    const copy = request.cookies[cacheCookieName];
    const at = Date.now();
    const remembered = memo && cookieHeader && copy ? memo.read(cookieHeader, at) : undefined;
    if (remembered) return remembered;
    const found = await lookUpSession(instance, request.headers);
    // Answered from the copy alone (nothing to set): the same cookies mean the same until the copy expires.
    if (memo && cookieHeader && copy && found.session && found.setCookies.length === 0) {
      memo.keep(cookieHeader, copy, found, at);
    }
    return found;
  }

  app.decorate('auth', instance);
  app.decorate('publicUrl', options.config.publicUrl);
  app.decorateRequest('resolvedSessionUser', undefined);
  app.decorateRequest('resolvedSessionId', null);
  app.decorateRequest('resolvedSessionCreatedAt', null);
  app.decorateRequest('requiredRole', null);
  app.decorateRequest('staffGrant', null);

  /**
   * A session ends after its role's idle time without a request and at its absolute lifetime
   * (docs/product/security.md#session-lifetime); an ended one is deleted, so every better-auth endpoint
   * refuses it too. Activity is written at most once a minute.
   */
  app.decorate('sessionUser', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.resolvedSessionUser !== undefined) return request.resolvedSessionUser;
    const { user, session, setCookies } = await lookUp(request);
    for (const cookie of setCookies) reply.header('set-cookie', cookie);
    let current = user;
    if (session && user) {
      const at = now();
      // The copy's `last_active_at` may be older than the activity written since: it only ends the
      // session early by as much (at most SESSION_CACHE_SECONDS and a minute), and must not cause a write.
      const written = activityWritten.get(session.id);
      const lastWrite = written && written > session.lastActiveAt ? written : session.lastActiveAt;
      if (isSessionExpired(user.role, session, at)) {
        await deleteSession(app.db, session.id);
        activityWritten.delete(session.id);
        if (request.headers.cookie) memo?.forget(request.headers.cookie);
        for (const name of [cookieName, cacheCookieName]) {
          reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure });
        }
        current = null;
      } else if (isActivityDue(lastWrite, at)) {
        await recordSessionActivity(app.db, session.id, at);
        if (activityWritten.size >= REMEMBERED_ACTIVITY_MAX) activityWritten.clear();
        activityWritten.set(session.id, at);
      }
    }
    request.resolvedSessionUser = current;
    request.resolvedSessionId = current && session ? session.id : null;
    request.resolvedSessionCreatedAt = current && session ? session.createdAt : null;
    return current;
  });

  app.decorate('requireRecentSignIn', async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await app.sessionUser(request, reply);
    if (!user) throw unauthenticated();
    const signedInAt = request.resolvedSessionCreatedAt;
    if (!signedInAt || !isRecentSignIn(signedInAt, now())) throw recentSignInRequired();
  });

  app.decorate('requireRole', (role: Role): onRequestHookHandler => async (request, reply) => {
    request.requiredRole = role;
    const user = await app.sessionUser(request, reply);
    if (!user) throw unauthenticated();
    if (user.role !== role) throw forbidden();
    if (role === 'admin' && !user.twoFactorEnabled) throw enrolmentRequired();
  });
}

export const authPlugin = fp(auth, { name: 'auth', dependencies: ['database'] });
