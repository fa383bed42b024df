import { publicDepartureSchema, tripQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicErrors } from '../../lib/route-schemas.ts';
import { listPublicDepartures } from '../../operations/queries/departures.ts';
import { requireTrip } from '../queries/trips.ts';

/** Public: a trip's flights and hotels for the landing page, by outbound date. */
const publicDepartureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/departures',
    {
      schema: {
        tags: ['trips'],
        summary: "A trip's departures, sorted by outbound date",
        querystring: tripQuerySchema,
        response: { 200: publicDepartureSchema.array(), ...publicErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return listPublicDepartures(app.db, trip.id);
    },
  );
};

export default publicDepartureRoutes;
