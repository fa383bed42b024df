import { dashboardSchema, tripQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, adminSecurity } from '../../lib/route-schemas.ts';
import { getDashboard } from '../queries/dashboard.ts';
import { requireTrip } from '../../trips/queries/trips.ts';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Registration counts and money for one trip',
        security: adminSecurity,
        querystring: tripQuerySchema,
        response: { 200: dashboardSchema, ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return getDashboard(app.db, trip, new Date());
    },
  );
};

export default dashboardRoutes;
