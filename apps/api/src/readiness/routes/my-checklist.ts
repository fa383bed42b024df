import { checklistSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, guardianGuardErrors, guardianSecurity } from '../../lib/route-schemas.ts';
import { readMyChecklist } from '../services/checklists.ts';

/** The "Ready to travel" checklist of a child in My Voyage (docs/product/readiness.md). */
const myChecklistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/travellers/:id/checklist',
    {
      schema: {
        tags: ['my'],
        summary: 'What is done and what is left to do before the trip, for one of this guardian’s children',
        security: guardianSecurity,
        params: z.object({ id: z.uuid() }),
        response: {
          200: checklistSchema,
          ...errorResponses({
            400: 'Not an id (VALIDATION_FAILED)',
            404: 'Not one of this guardian’s registrations',
          }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return readMyChecklist(app.db, user.id, request.params.id, new Date());
    },
  );
};

export default myChecklistRoutes;
