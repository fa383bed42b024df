import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestOrigin, type AuditAction } from '../lib/audit.ts';
import { audit } from './queries/audit-log.ts';

/** Every way in: password, e-mail link, social callbacks. */
const SIGN_IN_ROUTES = [/^\/api\/auth\/sign-in\//, /^\/api\/auth\/magic-link\/verify$/, /^\/api\/auth\/callback\//];

/**
 * A refused e-mail link or social sign-in answers with a redirect to the sign-in page carrying
 * `error=…` (better-auth), not with a 4xx: that redirect is a refusal too.
 */
function redirectError(status: number, location: unknown): string | undefined {
  if (status < 300 || status >= 400 || typeof location !== 'string') return undefined;
  return new URL(location, 'http://voyage.invalid').searchParams.get('error') ?? undefined;
}

/**
 * A refused sign-in, or a 401 or 403 on a route that requires the staff role (`requireRole('admin')`):
 * staff data, so a refusal there is someone trying a door that is not theirs.
 */
function refusalAction(
  request: FastifyRequest,
  route: string,
  status: number,
  refusedByRedirect: boolean,
): AuditAction | undefined {
  const isSignIn = SIGN_IN_ROUTES.some((pattern) => pattern.test(route));
  if (isSignIn && ((status >= 400 && status < 500) || refusedByRedirect)) return 'auth.sign-in-refused';
  if ((status === 401 || status === 403) && request.requiredRole === 'admin') {
    return 'access.refused';
  }
  return undefined;
}

/**
 * At most this many rows a minute for one address, route and status: a flood of refusals is recorded
 * as the rows of its first minute plus a count of what was left out, so it cannot grow the log without bound.
 */
const ROWS_PER_MINUTE = 20;
const WINDOW_MS = 60_000;
type Window = { startedAt: number; rows: number; leftOut: number };

/**
 * Whether to write this refusal, and how many like it were left out since the last row. The windows are the
 * app's own: two apps in one process (tests) do not count each other's refusals.
 */
function admit(windows: Map<string, Window>, key: string, now: number): { write: boolean; leftOut: number } {
  let window = windows.get(key);
  if (!window || now - window.startedAt >= WINDOW_MS) {
    if (windows.size > 10_000) windows.clear();
    window = { startedAt: now, rows: 0, leftOut: window?.leftOut ?? 0 };
    windows.set(key, window);
  }
  if (window.rows >= ROWS_PER_MINUTE) {
    window.leftOut += 1;
    return { write: false, leftOut: 0 };
  }
  window.rows += 1;
  const leftOut = window.leftOut;
  window.leftOut = 0;
  return { write: true, leftOut };
}

/** The route as declared (`/api/admin/documents/:id/file`), never the URL with its values. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? request.url.split('?', 1)[0]!;

/**
 * Writes an audit row for each refused sign-in (a 4xx, or a redirect back with an error) and each 401 or
 * 403 on a staff route: when, from which
 * address, which route and method, the answer's status and code, and the signed-in user if there was one.
 * Never the body or anything typed, which may be someone's e-mail or password.
 */
async function auditRefusals(app: FastifyInstance) {
  const windows = new Map<string, Window>();
  app.addHook('onSend', async (request, reply, payload) => {
    const route = routeOf(request);
    const status = reply.statusCode;
    const redirectCode = redirectError(status, reply.getHeader('location'));
    const action = refusalAction(request, route, status, redirectCode !== undefined);
    if (!action) return payload;
    const entityId = `${request.method} ${route}`;
    const { write, leftOut } = admit(windows, `${request.ip} ${entityId} ${status}`, Date.now());
    if (!write) return payload;
    const bodyCode = typeof payload === 'string' ? (/"code":"([A-Z_]+)"/.exec(payload)?.[1] ?? null) : null;
    const code = redirectCode
      ? redirectCode
          .toUpperCase()
          .replace(/[^A-Z_]/g, '_')
          .slice(0, 64)
      : bodyCode;
    await audit(app.db, {
      ...requestOrigin(request),
      actorUserId: request.resolvedSessionUser?.id ?? null,
      action,
      entityType: 'route',
      entityId,
      details: { status, code, ...(leftOut > 0 ? { leftOut } : {}) },
    }).catch((error: unknown) => request.log.error({ err: error }, 'could not audit a refusal'));
    return payload;
  });
}

export const auditRefusalsPlugin = fp(auditRefusals, { name: 'audit-refusals', dependencies: ['database', 'auth'] });
