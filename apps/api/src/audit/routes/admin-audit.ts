import { auditPageSchema, auditQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { listAuditEntries } from '../queries/audit-log.ts';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reading the log is not itself logged: it would bury the decisions it is there to show.
  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The audit log, newest first, a page at a time: filter by traveller, actor (name or e-mail), action (or a prefix ending in a dot) and days',
        security: adminSecurity,
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          ...adminGuardErrors,
          ...errorResponses({ 400: 'Malformed filter' }),
        },
      },
    },
    async (request) => listAuditEntries(app.db, request.query),
  );
};

export default auditRoutes;
