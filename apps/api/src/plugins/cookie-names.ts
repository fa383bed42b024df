import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cookieNamesFor, type CookieNames } from '../lib/cookie-names.ts';
import { HttpError } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The names of the product's cookies for this deployment (`__Host-` prefixed under https). */
    cookieNames: CookieNames;
  }
}

/** The names of the cookies in a raw `Cookie` header, as often as each appears. */
function namesIn(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(';').map((pair) => pair.split('=', 1)[0]!.trim());
}

/**
 * Decorates the app with its cookie names, and refuses a request that carries one of them twice. Two
 * cookies of one name mean that something else planted one (another path, a subdomain): taking the
 * first, as parsers do, would let it choose the session, the CSRF token or the registration. The
 * answer also expires the product's copies, so a reload starts clean.
 */
async function cookieNames(app: FastifyInstance, options: { secure: boolean }) {
  const names = cookieNamesFor(options.secure);
  app.decorate('cookieNames', names);
  const ours = new Set(Object.values(names));
  app.addHook('onRequest', async (request, reply) => {
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const name of namesIn(request.headers.cookie)) {
      if (ours.has(name) && seen.has(name)) repeated.add(name);
      seen.add(name);
    }
    if (repeated.size === 0) return;
    for (const name of repeated) reply.clearCookie(name, { path: '/', secure: options.secure });
    throw new HttpError(400, 'COOKIE_CONFLICT', 'The browser sent one of our cookies twice; reload the page');
  });
}

export const cookieNamesPlugin = fp(cookieNames, { name: 'cookie-names', dependencies: ['@fastify/cookie'] });
