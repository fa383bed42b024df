import { myMessageSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardianGuardErrors } from '../../lib/route-schemas.ts';
import { listMessagesTo } from '../queries/outbox-messages.ts';

/** The e-mails the product sent to the signed-in guardian's own address, so a family can see what reached them. */
const myMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/messages',
    {
      schema: {
        tags: ['my'],
        summary:
          "The e-mails sent to the signed-in guardian's address, newest first (no bodies but announcements' texts)",
        security: [{ session: [] }],
        response: {
          200: myMessageSchema.array(),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return listMessagesTo(app.db, user.email);
    },
  );
};

export default myMessageRoutes;
