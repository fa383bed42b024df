import { accountLinkSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { sendGuardianAccountLink } from '../services/send-guardian-account-link.ts';

/** Staff send a family a link to create their account from the registration's screen. */
const accountLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/travellers/:id/account-link',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sends the guardian a link to create their account again; an earlier unused link stops working',
        security: adminSecurity,
        params: z.object({ id: z.string() }),
        response: {
          201: accountLinkSchema,
          ...adminGuardErrors,
          ...errorResponses({
            404: 'No such registration (or deleted)',
            409: 'The guardian e-mail already has an account (ACCOUNT_EXISTS)',
          }),
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const link = await sendGuardianAccountLink({
        db: app.db,
        travellerId: request.params.id,
        ...requestOrigin(request),
        publicUrl: app.publicUrl,
        actorUserId: actor.id,
      });
      return reply.code(201).send(link);
    },
  );
};

export default accountLinkRoutes;
