import { myWaitingListSchema, waitingListRefusalSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { errorResponses, guardianGuardErrors } from '../../lib/route-schemas.ts';
import { answerOffer } from '../services/answer-offer.ts';
import { myWaitingList } from '../services/my-waiting-list.ts';

const security = [{ session: [] }];

/** The family's registrations on a waiting list, and its answer to an offered place (My Voyage). */
const myWaitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/waiting-list',
    {
      schema: {
        tags: ['my'],
        summary: "The signed-in guardian's registrations on a waiting list, with their position or offer",
        security,
        response: { 200: myWaitingListSchema, ...guardianGuardErrors },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return myWaitingList(app.db, user.id);
    },
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/my/travellers/:id/waiting-list/${answer}`,
      {
        schema: {
          tags: ['my'],
          summary:
            answer === 'accept'
              ? 'Accepts the place offered to one of the signed-in guardian’s registrations, before its deadline'
              : 'Declines the place offered to one of the signed-in guardian’s registrations: it passes on',
          security,
          params: z.object({ id: z.string() }),
          response: {
            200: myWaitingListSchema,
            ...errorResponses({ 404: 'Not one of this guardian’s registrations on a waiting list' }),
            409: waitingListRefusalSchema.describe(
              'No open offer (NOT_OFFERED) or its deadline passed (OFFER_EXPIRED)',
            ),
            ...guardianGuardErrors,
          },
        },
      },
      async (request, reply) => {
        const user = (await app.sessionUser(request, reply))!;
        return answerOffer({
          db: app.db,
          travellerId: request.params.id,
          guardianUserId: user.id,
          answer,
          publicUrl: app.publicUrl,
          now: new Date(),
          ...requestOrigin(request),
        });
      },
    );
  }
};

export default myWaitingListRoutes;
