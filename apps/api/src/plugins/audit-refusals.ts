import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { audit, requestOrigin, type AuditAction } from '../lib/audit.ts';

/** Staff data: a refusal here is someone trying a door that is not theirs. */
const ADMIN_ROUTES = [/^\/api\/admin(\/|$)/, /^\/api\/admins(\/|$)/];
/** Every way in: password, e-mail link, social callbacks. */
const SIGN_IN_ROUTES = [/^\/api\/auth\/sign-in\//, /^\/api\/auth\/magic-link\/verify$/, /^\/api\/auth\/callback\//];

function refusalAction(route: string, status: number): AuditAction | undefined {
  if (status >= 400 && status < 500 && SIGN_IN_ROUTES.some((pattern) => pattern.test(route))) {
    return 'auth.sign-in-refused';
  }
  if ((status === 401 || status === 403) && ADMIN_ROUTES.some((pattern) => pattern.test(route))) {
    return 'access.refused';
  }
  return undefined;
}

/** The route as declared (`/api/admin/documents/:id/file`), never the URL with its values. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? request.url.split('?', 1)[0]!;

/**
 * Writes an audit row for each refused sign-in and each 401 or 403 on a staff route: when, from which
 * address, which route and method, the answer's status and code, and the signed-in user if there was one.
 * Never the body or anything typed, which may be someone's e-mail or password.
 */
async function auditRefusals(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = routeOf(request);
    const action = refusalAction(route, reply.statusCode);
    if (!action) return payload;
    const code = typeof payload === 'string' ? (/"code":"([A-Z_]+)"/.exec(payload)?.[1] ?? null) : null;
    await audit(app.db, {
      ...requestOrigin(request),
      actorUserId: request.resolvedSessionUser?.id ?? null,
      action,
      entityType: 'route',
      entityId: `${request.method} ${route}`,
      details: { status: reply.statusCode, code },
    }).catch((error: unknown) => request.log.error({ err: error }, 'could not audit a refusal'));
    return payload;
  });
}

export const auditRefusalsPlugin = fp(auditRefusals, { name: 'audit-refusals', dependencies: ['database', 'auth'] });
