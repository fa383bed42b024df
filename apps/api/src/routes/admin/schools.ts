import { schoolSchema, tripQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, adminSecurity } from '../../lib/route-schemas.ts';
import { listSchools } from '../../queries/schools.ts';
import { requireTrip } from '../../queries/trips.ts';

const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/schools',
    {
      schema: {
        tags: ['admin'],
        summary: "The trip's schools with their registration codes, by name",
        security: adminSecurity,
        querystring: tripQuerySchema,
        response: { 200: schoolSchema.array(), ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return listSchools(app.db, trip.id);
    },
  );
};

export default schoolRoutes;
