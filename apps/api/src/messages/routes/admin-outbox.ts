import { outboxIdParamsSchema, outboxListSchema, outboxMessageDetailSchema, outboxQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error.ts';
import { adminErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { findOutboxMessage, listOutbox } from '../queries/outbox-messages.ts';

type OutboxRouteOptions = { isDeliveryConfigured: boolean };

/** Staff read outgoing e-mail here; with no mail server this is where the links in them are found. */
const outboxRoutes: FastifyPluginAsyncZod<OutboxRouteOptions> = async (app, options) => {
  app.get(
    '/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Outgoing e-mail, newest first (at most 200), optionally of one status',
        security: adminSecurity,
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema, ...adminErrors },
      },
    },
    async (request) => ({
      deliveryConfigured: options.isDeliveryConfigured,
      messages: await listOutbox(app.db, request.query.status),
    }),
  );

  app.get(
    '/admin/outbox/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One outgoing e-mail with its text and HTML (emptied once delivered)',
        security: adminSecurity,
        params: outboxIdParamsSchema,
        response: { 200: outboxMessageDetailSchema, ...adminErrors, ...errorResponses({ 404: 'No such message' }) },
      },
    },
    async (request) => {
      const message = await findOutboxMessage(app.db, request.params.id);
      if (!message) throw notFound('Message');
      return message;
    },
  );
};

export default outboxRoutes;
