import { dashboardPlaces, dashboardSchema, placesOf, tripQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, adminSecurity } from '../../lib/route-schemas.ts';
import { getDashboard } from '../queries/dashboard.ts';
import { requireTrip } from '../../trips/queries/trips.ts';
import { readPlaces } from '../../places/queries/places.ts';
import { waitingCountsByDeparture } from '../../places/queries/waiting-list.ts';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Registration counts, money and places for one trip',
        security: adminSecurity,
        querystring: tripQuerySchema,
        response: { 200: dashboardSchema, ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      // Side by side: on PostgreSQL each read takes its own connection, and the reply waits for the slowest alone.
      const [dashboard, places, waiting] = await Promise.all([
        getDashboard(app.db, trip, new Date()),
        readPlaces(app.db, trip.id),
        waitingCountsByDeparture(app.db, trip.id),
      ]);
      return { ...dashboard, places: dashboardPlaces(placesOf(places), waiting) };
    },
  );
};

export default dashboardRoutes;
