import { outboxIdParamsSchema, outboxListSchema, outboxMessageDetailSchema, outboxQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { adminErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { findOutboxMessage, listOutbox } from '../queries/outbox-messages.ts';

type OutboxRouteOptions = { isDeliveryConfigured: boolean };

/**
 * Staff read outgoing e-mail here, to see what reached a family and why a message failed. A link that
 * would act as the family is never shown (docs/product/security.md#links-in-e-mail), and each message
 * opened is audited.
 */
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
        summary:
          'One outgoing e-mail with its text (links acting as the family withheld; emptied once delivered); audited',
        security: adminSecurity,
        params: outboxIdParamsSchema,
        response: { 200: outboxMessageDetailSchema, ...adminErrors, ...errorResponses({ 404: 'No such message' }) },
      },
    },
    async (request, reply) => {
      const message = await findOutboxMessage(app.db, request.params.id);
      if (!message) throw notFound('Message');
      const actor = (await app.sessionUser(request, reply))!;
      await audit(app.db, {
        ...requestOrigin(request),
        actorUserId: actor.id,
        action: 'message.viewed',
        entityType: 'outbox',
        entityId: message.id,
        details: { template: message.template, status: message.status },
      });
      return message;
    },
  );
};

export default outboxRoutes;
