import { tripQuerySchema, tripSchema, tripSummarySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicErrors } from '../../lib/route-schemas.ts';
import { findActiveTrip, findTrip, listTrips } from '../queries/trips.ts';

/** Public: the trips the trip menu lists and the trip the landing page shows. */
const tripRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trip/all',
    {
      schema: {
        tags: ['trips'],
        summary: 'Every trip, newest year first',
        response: { 200: tripSummarySchema.array(), 500: publicErrors[500] },
      },
    },
    async () => listTrips(app.db),
  );

  app.get(
    '/trip/active',
    {
      schema: {
        tags: ['trips'],
        summary: 'The active trip',
        response: { 200: tripSchema, 404: publicErrors[404], 500: publicErrors[500] },
      },
    },
    async () => findActiveTrip(app.db),
  );

  app.get(
    '/trip',
    {
      schema: {
        tags: ['trips'],
        summary: 'One trip',
        querystring: tripQuerySchema,
        response: { 200: tripSchema, ...publicErrors },
      },
    },
    async (request) => findTrip(app.db, request.query.trip_id),
  );
};

export default tripRoutes;
