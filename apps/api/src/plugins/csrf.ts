import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { isAcceptedOrigin, type OriginPolicy } from '../lib/origin-policy.ts';

export const CSRF_HEADER = 'x-csrftoken';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type CsrfOptions = {
  origins: OriginPolicy;
  secure: boolean;
  /**
   * POST routes that are cross-site by design and protected otherwise (Apple's form_post sign-in callback:
   * the OAuth state, bound to its own cookie), given by the app that registers them.
   */
  crossSitePosts: readonly string[];
};

const csrfFailed = () =>
  new HttpError(403, 'CSRF_FAILED', 'The request could not be verified; reload the page and try again');

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function isForged(request: FastifyRequest, cookieToken: string | undefined, origins: OriginPolicy): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && !isAcceptedOrigin(origins, origin, request)) return true;
  const header = request.headers[CSRF_HEADER];
  return !cookieToken || typeof header !== 'string' || !sameToken(header, cookieToken);
}

/**
 * Double-submit (docs/product/security.md#cross-site-request-forgery): the SPA copies the `csrftoken` cookie into the
 * `X-CSRFToken` header on every unsafe call, which a cross-site page cannot do; a present `Origin` must also be one we
 * accept (lib/origin-policy.ts). PUT is checked too, unlike the original request helper.
 */
async function csrf(app: FastifyInstance, options: CsrfOptions) {
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[app.cookieNames.csrf];
    const hasValidCookie = token !== undefined && TOKEN_PATTERN.test(token);
    // Hashed assets are cached for a year by browsers and proxies; a cookie must not ride along.
    if (!hasValidCookie && !request.url.startsWith('/assets/')) {
      reply.setCookie(app.cookieNames.csrf, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: options.secure,
        httpOnly: false,
      });
    }
    // Every unsafe method, whatever the path: a `//api/...` or encoded variant cannot slip past.
    const isCrossSitePost =
      request.method === 'POST' && options.crossSitePosts.includes(request.routeOptions.url ?? '');
    if (UNSAFE_METHODS.has(request.method) && !isCrossSitePost) {
      if (isForged(request, hasValidCookie ? token : undefined, options.origins)) throw csrfFailed();
    }
  });
}

export const csrfPlugin = fp(csrf, { name: 'csrf', dependencies: ['@fastify/cookie', 'cookie-names'] });
