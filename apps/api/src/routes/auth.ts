import type { ErrorCode } from '@voyage/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/rate-limit';
import { toWebRequest } from '../auth/to-web-request.ts';
import { codeForStatus, HttpError } from '../lib/http-error.ts';

type AuthRouteOptions = { publicUrl: string; signInRateLimitMax: number };

const SIGN_IN_WINDOW = 15 * 60 * 1000;

function codeFor(status: number, betterAuthCode: unknown): ErrorCode {
  if (status === 401 && betterAuthCode === 'INVALID_EMAIL_OR_PASSWORD') return 'INVALID_CREDENTIALS';
  return codeForStatus(status);
}

/** better-auth's errors leave in the API's one error shape, with its message kept. */
async function toHttpError(response: Response): Promise<HttpError> {
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  const message = response.status < 500 && typeof body.message === 'string' ? body.message : 'Authentication failed';
  return new HttpError(response.status, codeFor(response.status, body.code), message);
}

/**
 * Sign-in and get-session answers repeat the session token in their JSON; it already travels in the httpOnly cookie,
 * and a copy script can read would undo that.
 */
function withoutSessionToken(text: string, response: Response): string {
  if (!response.headers.get('content-type')?.includes('application/json')) return text;
  try {
    const body = JSON.parse(text) as { token?: unknown; session?: { token?: unknown } } | null;
    if (!body || typeof body !== 'object') return text;
    delete body.token;
    if (body.session && typeof body.session === 'object') delete body.session.token;
    return JSON.stringify(body);
  } catch {
    return text;
  }
}

/**
 * better-auth's standard endpoints under /api/auth/* (sign-in/email, sign-out, get-session, and the
 * ones later issues switch on). The CSRF and error plugins apply here as everywhere under /api.
 */
const authRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, options) => {
  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const response = await app.auth.handler(toWebRequest(request, options.publicUrl));
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    });
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    if (response.status >= 400) throw await toHttpError(response);
    reply.code(response.status);
    const text = await response.text();
    return reply.send(text === '' ? undefined : withoutSessionToken(text, response));
  }

  const hide = { hide: true };
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', schema: hide, handler: handle });
  // More specific than the wildcard above, so sign-in attempts alone are counted per client address.
  app.route({
    method: 'POST',
    url: '/api/auth/sign-in/*',
    schema: hide,
    config: { rateLimit: { max: options.signInRateLimitMax, timeWindow: SIGN_IN_WINDOW } },
    handler: handle,
  });
};

export default authRoutes;
