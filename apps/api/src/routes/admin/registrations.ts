import { adminTravellerSchema, tripQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, adminSecurity } from '../../lib/route-schemas.ts';
import { listTravellers } from '../../queries/travellers.ts';
import { requireTrip } from '../../queries/trips.ts';

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/registrations/pending',
    {
      schema: {
        tags: ['admin'],
        summary: 'Registrations waiting for review, oldest first',
        security: adminSecurity,
        querystring: tripQuerySchema,
        response: { 200: adminTravellerSchema.array(), ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return listTravellers(app.db, trip.id, 'pending');
    },
  );

  app.get(
    '/registrations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every registration of the trip except deleted ones, by last name',
        security: adminSecurity,
        querystring: tripQuerySchema,
        response: { 200: adminTravellerSchema.array(), ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return listTravellers(app.db, trip.id, 'registrations');
    },
  );

  app.get(
    '/registrations/deleted',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deleted registrations of the trip, with the status a restore goes back to, by last name',
        security: adminSecurity,
        querystring: tripQuerySchema,
        response: { 200: adminTravellerSchema.array(), ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return listTravellers(app.db, trip.id, 'deleted');
    },
  );
};

export default registrationRoutes;
