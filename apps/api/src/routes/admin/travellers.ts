import { accountLinkSchema, apiErrorSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit, requestOrigin } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { adminSecurity } from '../../lib/route-schemas.ts';
import { isUuid } from '../../services/account-token-checks.ts';
import { createGuardianAccountLink } from '../../services/create-guardian-account-link.ts';

const travellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/travellers/:id/account-link',
    {
      schema: {
        tags: ['admin'],
        summary: "(Re)sends the guardian a link to create their account; an earlier unused link stops working",
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
      const travellerId = request.params.id;
      if (!isUuid(travellerId)) throw notFound('Traveller');
      const link = await app.db.transaction(async (tx) => {
        const result = await createGuardianAccountLink(tx, travellerId, { publicUrl: app.publicUrl, createdByUserId: actor.id });
        if (result.status === 'account-exists') throw new HttpError(409, 'ACCOUNT_EXISTS', 'The guardian already has an account');
        if (result.status !== 'sent') throw notFound('Traveller');
        await audit(tx, {
          ...requestOrigin(request),
          actorUserId: actor.id,
          action: 'guardian.account-link-sent',
          entityType: 'traveller',
          entityId: travellerId,
        });
        return { sentTo: result.sentTo, expiresAt: result.expiresAt };
      });
      return reply.code(201).send(link);
    },
  );
};

export default travellerRoutes;
