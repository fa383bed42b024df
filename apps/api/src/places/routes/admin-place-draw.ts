import { placeDrawSchema, tripQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, adminSecurity } from '../../lib/route-schemas.ts';
import { requireTrip } from '../../trips/queries/trips.ts';
import { placeDrawOf } from '../services/place-draw-state.ts';

/** The trip's fair draw for staff (docs/product/places.md#fair-allocation): its state and published record. */
const adminPlaceDrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/places/draw',
    {
      schema: {
        tags: ['admin'],
        summary: "One trip's fair draw: its state, and once drawn its seed, result and the record anyone can replay",
        security: adminSecurity,
        querystring: tripQuerySchema,
        response: { 200: placeDrawSchema, ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return placeDrawOf(app.db, trip.id, new Date());
    },
  );
};

export default adminPlaceDrawRoutes;
