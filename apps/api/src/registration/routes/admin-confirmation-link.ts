import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { resendRegistrationConfirmation } from '../services/resend-registration-confirmation.ts';

/** One registration's family gets at most this many fresh confirmation links an hour, whoever clicks. */
export const CONFIRMATION_RESENDS_PER_HOUR = 3;

/** Staff send a family a fresh e-mail confirmation link from the registration's screen. */
const confirmationLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/travellers/:id/confirmation-link',
    {
      config: {
        rateLimit: {
          max: CONFIRMATION_RESENDS_PER_HOUR,
          timeWindow: 60 * 60 * 1000,
          keyGenerator: (request) => `confirmation-resend:${(request.params as { id: string }).id}`,
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'Mails the family a fresh link to confirm the e-mail of a registration still waiting for it',
        security: adminSecurity,
        params: z.object({ id: z.string() }),
        response: {
          202: z.object({ sentTo: z.string() }),
          ...adminGuardErrors,
          ...errorResponses({
            404: 'No such registration (or deleted)',
            409: 'The e-mail is already confirmed (CONFLICT)',
            429: 'Sent too often for this registration (RATE_LIMITED, Retry-After)',
          }),
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const sent = await resendRegistrationConfirmation({
        db: app.db,
        travellerId: request.params.id,
        ...requestOrigin(request),
        publicUrl: app.publicUrl,
        actorUserId: actor.id,
        now: new Date(),
      });
      return reply.code(202).send(sent);
    },
  );
};

export default confirmationLinkRoutes;
