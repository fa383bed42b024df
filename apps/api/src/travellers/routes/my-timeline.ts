import { familyTimeline, isUuid, timelineEntrySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { errorResponses, guardianGuardErrors } from '../../lib/route-schemas.ts';
import { findMyTraveller } from '../queries/my-travellers.ts';
import { staffTimeline } from '../queries/timeline.ts';

const security = [{ session: [] }];

const myTimelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/travellers/:id/timeline',
    {
      schema: {
        tags: ['my'],
        summary: "One of the signed-in guardian's registrations, as a timeline in the family's words, oldest first",
        security,
        params: z.object({ id: z.string() }),
        response: {
          200: timelineEntrySchema.array(),
          ...errorResponses({ 404: 'Not one of this guardian’s registrations' }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      // Ownership first, by the query that decides which registrations are the guardian's.
      const traveller = isUuid(request.params.id)
        ? await findMyTraveller(app.db, user.id, request.params.id)
        : undefined;
      const timeline = traveller ? await staffTimeline(app.db, traveller.id) : undefined;
      if (!timeline) throw notFound('Traveller');
      return familyTimeline(timeline);
    },
  );
};

export default myTimelineRoutes;
