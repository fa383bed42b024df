import {
  changePasswordSchema,
  magicLinkRequestSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
  recoveryCodeVerifySchema,
  resetPasswordSchema,
  signInSchema,
  sitePathSchema,
  SOCIAL_PROVIDERS,
  totpVerifySchema,
  twoFactorEnableSchema,
} from '@voyage/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import { serverPasswordSchema } from '../auth/password-policy.ts';
import { toWebRequest } from '../auth/to-web-request.ts';
import { toHttpError, withoutSessionTokens } from '../auth/auth-response.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { deleteSessionUnlessToken } from '../queries/sessions.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { tooManyAttempts } from '../../plugins/rate-limit.ts';

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

  /**
   * Password attempts per account as well as per address (docs/product/security.md#attempt-limits): the same
   * count of tries on one e-mail address from any number of addresses, then 429 until the window ends. It
   * counts the address typed whether or not an account has it, before anything is looked up, so the answer
   * and its timing are the same for an unknown address: the limit tells nobody who has an account.
   */
  const accountAttempts = app.createRateLimit({
    max: options.signInRateLimitMax,
    timeWindow: ATTEMPT_WINDOW,
    keyGenerator: (request) =>
      `account|${String((request.body as { email?: unknown }).email)
        .trim()
        .toLowerCase()}`,
  });
  const perAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const attempt = await accountAttempts(request);
    if (attempt.isAllowed || !attempt.isExceeded) return;
    reply.header('retry-after', attempt.ttlInSeconds);
    throw tooManyAttempts(attempt.ttl);
  };

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
    // A code checked while signed in is the enrolment's first one: the authenticator is now in use.
    const enrolling = request.url.startsWith('/api/auth/two-factor/verify-totp') && request.resolvedSessionUser;
    if (enrolling && !enrolling.twoFactorEnabled) {
      await audit(app.db, {
        ...requestOrigin(request),
        actorUserId: enrolling.id,
        action: 'auth.two-factor-enrolled',
        entityType: 'user',
        entityId: enrolling.id,
      });
    }
    reply.code(response.status);
    const text = await response.text();
    return reply.send(text === '' ? undefined : withoutSessionTokens(text, response));
  }

  const hide = { hide: true } as const;
  const route = (method: RouteOptions['method'], path: string, extra: Partial<RouteOptions> = {}) =>
    app.route({ method, url: `/api/auth${path}`, handler: handle, ...extra, schema: { ...hide, ...extra.schema } });

  route(['GET', 'POST'], '/*');
  route('POST', '/sign-in/email', { schema: { body: signInSchema }, config: limited, preHandler: perAccount });
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
  // Two-factor (docs/product/security.md#two-factor): enrolment asks for the password again; the codes are
  // limited like a password; disabling is not offered (another admin resets a lost authenticator).
  route('POST', '/two-factor/enable', { schema: { body: twoFactorEnableSchema }, config: limited });
  route('POST', '/two-factor/verify-totp', { schema: { body: totpVerifySchema }, config: limited });
  route('POST', '/two-factor/verify-backup-code', { schema: { body: recoveryCodeVerifySchema }, config: limited });

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
