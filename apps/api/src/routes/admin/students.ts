import { adminTravellerSchema, tripQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, adminSecurity } from '../../lib/route-schemas.ts';
import { listTravellers } from '../../queries/travellers.ts';
import { requireTrip } from '../../queries/trips.ts';

const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/students',
    {
      schema: {
        tags: ['admin'],
        summary: "The trip's approved travellers, by last name",
        security: adminSecurity,
        querystring: tripQuerySchema,
        response: { 200: adminTravellerSchema.array(), ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return listTravellers(app.db, trip.id, 'students');
    },
  );
};

export default studentRoutes;
