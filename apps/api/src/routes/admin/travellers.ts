import { accountLinkSchema, apiErrorSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminSecurity } from '../../lib/route-schemas.ts';
import { sendGuardianAccountLink } from '../../services/send-guardian-account-link.ts';

const travellerRoutes: FastifyPluginAsyncZod = async (app) => {
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
          401: apiErrorSchema.describe('Not signed in'),
          403: apiErrorSchema.describe('Signed in without the admin role'),
          404: apiErrorSchema.describe('No such registration (or deleted)'),
          409: apiErrorSchema.describe('The guardian e-mail already has an account (ACCOUNT_EXISTS)'),
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const link = await sendGuardianAccountLink(app.db, request.params.id, {
        ...requestOrigin(request),
        publicUrl: app.publicUrl,
        actorUserId: actor.id,
      });
      return reply.code(201).send(link);
    },
  );
};

export default travellerRoutes;
