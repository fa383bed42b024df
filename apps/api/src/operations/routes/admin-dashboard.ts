import { dashboardPlaces, dashboardSchema, placesOf, tripDate, tripQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { atRevision } from '../../db/trip-revision.ts';
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
      const now = new Date();
      // Worked out once per trip revision and day in Cyprus (deadlines and overdue instalments count from the day),
      // and kept: the revision moves with every write the dashboard shows (docs/architecture.md#figures-kept-per-revision).
      return atRevision(app.db, `dashboard|${trip.id}|${tripDate(now)}`, trip.revision, async () => {
        // Side by side: on PostgreSQL each read takes its own connection, and the reply waits for the slowest alone.
        const [dashboard, places, waiting] = await Promise.all([
          getDashboard(app.db, trip, now),
          readPlaces(app.db, trip.id),
          waitingCountsByDeparture(app.db, trip.id),
        ]);
        return { ...dashboard, places: dashboardPlaces(placesOf(places), waiting) };
      });
    },
  );
};

export default dashboardRoutes;
