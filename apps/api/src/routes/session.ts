import { sessionUserSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Who is signed in, for the SPA's start-up and its user menu. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or null',
        response: { 200: z.object({ user: sessionUserSchema.nullable() }) },
      },
    },
    async (request, reply) => ({ user: await app.sessionUser(request, reply) }),
  );
};

export default sessionRoutes;
