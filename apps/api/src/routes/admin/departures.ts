import { departureSchema, tripQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, adminSecurity } from '../../lib/route-schemas.ts';
import { listDepartures } from '../../queries/departures.ts';
import { requireTrip } from '../../queries/trips.ts';

const departureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/departures',
    {
      schema: {
        tags: ['admin'],
        summary: "The trip's departures with schools, head-counts and escorts, by outbound date",
        security: adminSecurity,
        querystring: tripQuerySchema,
        response: { 200: departureSchema.array(), ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return listDepartures(app.db, trip.id);
    },
  );
};

export default departureRoutes;
