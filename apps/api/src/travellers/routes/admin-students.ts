import { travellerListPageSchema, travellerListQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, adminSecurity } from '../../lib/route-schemas.ts';
import { listTravellerPage } from '../queries/traveller-list.ts';
import { requireTrip } from '../../trips/queries/trips.ts';

const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/students',
    {
      schema: {
        tags: ['admin'],
        summary:
          "One page of the trip's approved travellers (by name unless `sort`), filtered and searched, with the total that match",
        security: adminSecurity,
        querystring: travellerListQuerySchema,
        response: { 200: travellerListPageSchema, ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return listTravellerPage(app.db, trip, 'students', request.query);
    },
  );
};

export default studentRoutes;
