import { isUuid, staffTimelineEntrySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { staffTimeline } from '../queries/timeline.ts';

const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/travellers/:id/timeline',
    {
      schema: {
        tags: ['admin'],
        summary: "One registration's timeline, oldest first: what happened, who did it and why",
        security: adminSecurity,
        params: z.object({ id: z.string() }),
        response: {
          200: staffTimelineEntrySchema.array(),
          ...adminGuardErrors,
          ...errorResponses({ 404: 'No such registration' }),
        },
      },
    },
    async (request) => {
      const timeline = isUuid(request.params.id) ? await staffTimeline(app.db, request.params.id) : undefined;
      if (!timeline) throw notFound('Registration');
      return timeline;
    },
  );
};

export default timelineRoutes;
