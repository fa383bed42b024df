import type { SessionUser } from '@voyage/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { createAuth, type Auth } from '../auth/create-auth.ts';
import { lookUpSession } from '../auth/session-user.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The request's signed-in user (looked up once per request), or null. */
    sessionUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null>;
  }
  interface FastifyRequest {
    resolvedSessionUser: SessionUser | null | undefined;
  }
}

async function auth(app: FastifyInstance, options: { config: AppConfig }) {
  const instance = createAuth({ db: app.db, config: options.config, logger: app.log });
  app.decorate('auth', instance);
  app.decorateRequest('resolvedSessionUser', undefined);
  app.decorate('sessionUser', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.resolvedSessionUser !== undefined) return request.resolvedSessionUser;
    const { user, setCookies } = await lookUpSession(instance, request.headers);
    for (const cookie of setCookies) reply.header('set-cookie', cookie);
    request.resolvedSessionUser = user;
    return user;
  });
}

export const authPlugin = fp(auth, { name: 'auth', dependencies: ['database'] });
