import {
  changePasswordSchema,
  magicLinkRequestSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signInSchema,
  sitePathSchema,
  SOCIAL_PROVIDERS,
} from '@voyage/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import { serverPasswordSchema } from '../auth/password-policy.ts';
import { toWebRequest } from '../auth/to-web-request.ts';
import { toHttpError, withoutSessionTokens } from '../auth/auth-response.ts';
import { deleteSessionUnlessToken } from '../queries/sessions.ts';

/** The session token a response's cookies set (better-auth signs it as `token.signature`), if any. */
function issuedSessionToken(setCookies: string[]): string | undefined {
  for (const cookie of setCookies) {
    const value = /session_token=([^;]+)/.exec(cookie)?.[1];
    if (value) return decodeURIComponent(value).split('.')[0];
  }
  return undefined;
}

type AuthRouteOptions = { publicUrl: string; signInRateLimitMax: number };

const ATTEMPT_WINDOW = 15 * 60 * 1000;

const socialSignInSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  callbackURL: sitePathSchema.optional(),
  errorCallbackURL: sitePathSchema.optional(),
  newUserCallbackURL: sitePathSchema.optional(),
});

/**
 * better-auth's endpoints under /api/auth/*. The ones with a body the product uses are declared one by
 * one with the domain's schemas (400 with field errors, before better-auth sees anything), and the ones
 * that sign in, send mail or take a token are rate-limited per client address. The CSRF and error
 * plugins apply here as everywhere under /api.
 */
/** The one endpoint another site posts to by design; the CSRF plugin leaves it to better-auth's state check. */
export const APPLE_FORM_POST_CALLBACK = '/api/auth/callback/apple';

const authRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, options) => {
  const limited = { rateLimit: { max: options.signInRateLimitMax, timeWindow: ATTEMPT_WINDOW } };

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    // Applies the session time-outs first: an ended session is deleted before better-auth looks at it.
    await app.sessionUser(request, reply);
    const response = await app.auth.handler(toWebRequest(request, options.publicUrl));
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    });
    const setCookies = response.headers.getSetCookie();
    for (const cookie of setCookies) reply.header('set-cookie', cookie);
    if (response.status >= 400) throw await toHttpError(response);
    // A sign-in issues a new session; the one the request came with (if any) ends, so it cannot be replayed.
    const issued = issuedSessionToken(setCookies);
    if (request.resolvedSessionId && issued) {
      await deleteSessionUnlessToken(app.db, request.resolvedSessionId, issued);
    }
    reply.code(response.status);
    const text = await response.text();
    return reply.send(text === '' ? undefined : withoutSessionTokens(text, response));
  }

  const hide = { hide: true } as const;
  const route = (method: RouteOptions['method'], path: string, extra: Partial<RouteOptions> = {}) =>
    app.route({ method, url: `/api/auth${path}`, handler: handle, ...extra, schema: { ...hide, ...extra.schema } });

  route(['GET', 'POST'], '/*');
  route('POST', '/sign-in/email', { schema: { body: signInSchema }, config: limited });
  route('POST', '/sign-in/magic-link', { schema: { body: magicLinkRequestSchema }, config: limited });
  route('POST', '/sign-in/social', { schema: { body: socialSignInSchema }, config: limited });
  route('POST', '/sign-in/*', { config: limited });
  route('GET', '/magic-link/verify', { config: limited });
  route('POST', '/request-password-reset', { schema: { body: passwordResetRequestSchema }, config: limited });
  route('POST', '/reset-password', {
    schema: { body: resetPasswordSchema.extend({ newPassword: serverPasswordSchema }) },
    config: limited,
  });
  route('POST', '/change-password', {
    schema: { body: changePasswordSchema.extend({ newPassword: serverPasswordSchema }) },
  });
  route('POST', '/update-user', { schema: { body: profileUpdateSchema } });

  // Apple answers sign-in with a cross-site form POST (response_mode=form_post). Only this route reads
  // urlencoded bodies; better-auth checks the OAuth state and redirects to the GET callback.
  await app.register(async (formPost) => {
    formPost.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    formPost.route({ method: 'POST', url: APPLE_FORM_POST_CALLBACK, handler: handle, config: limited, schema: hide });
  });
};

export default authRoutes;
