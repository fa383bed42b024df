import { isUuid, travellerSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { errorResponses, guardianGuardErrors } from '../../lib/route-schemas.ts';
import { findMyTraveller, listMyTravellers } from '../queries/my-travellers.ts';

const security = [{ session: [] }];

const myTravellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/travellers',
    {
      schema: {
        tags: ['my'],
        summary: "The signed-in guardian's registrations (every trip, newest first)",
        security,
        response: { 200: travellerSchema.array(), ...guardianGuardErrors },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return listMyTravellers(app.db, user.id);
    },
  );

  app.get(
    '/my/travellers/:id',
    {
      schema: {
        tags: ['my'],
        summary: "One of the signed-in guardian's registrations",
        security,
        params: z.object({ id: z.string() }),
        response: {
          200: travellerSchema,
          ...errorResponses({ 404: 'Not one of this guardian’s registrations' }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      const traveller = isUuid(request.params.id)
        ? await findMyTraveller(app.db, user.id, request.params.id)
        : undefined;
      if (!traveller) throw notFound('Traveller');
      return traveller;
    },
  );
};

export default myTravellerRoutes;
