import { apiErrorSchema, tripChangeBodySchema, tripCreateBodySchema, tripIdSchema, tripSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors, adminSecurity, errorResponses, orPlacesRefusal } from '../../lib/route-schemas.ts';
import { activateTrip } from '../services/activate-trip.ts';
import { changeTrip } from '../services/change-trip.ts';
import { createTrip } from '../services/create-trip.ts';

const params = z.object({ id: tripIdSchema });

/** Staff make, edit and activate trips (docs/product/trips.md). */
const tripAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/trips',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Creates a trip: blank, or copied from an earlier one (content, plan, departures with flights moved on by the years between, schools with new codes; no travellers); never active; audited',
        security: adminSecurity,
        body: tripCreateBodySchema,
        response: {
          201: tripSchema,
          ...errorResponses({
            400: 'A field missing or not valid (VALIDATION_FAILED), or a trip of that name in that year exists (fieldErrors.year)',
            404: 'No trip to copy',
          }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const trip = await createTrip({ db: app.db, ...request.body, actorUserId: actor.id, ...requestOrigin(request) });
      return reply.code(201).send(trip);
    },
  );

  app.patch(
    '/admin/trips/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Changes some of a trip's fields (one section of the editor); audited with the names of the fields changed",
        security: adminSecurity,
        params,
        body: tripChangeBodySchema,
        response: {
          200: tripSchema,
          ...errorResponses({
            400: 'A field missing or not valid (VALIDATION_FAILED, fieldErrors keyed `changes.payments`): the plan must add up to the price, the trip end after it starts, registration close after it opens',
            404: 'No such trip',
          }),
          409: orPlacesRefusal(
            apiErrorSchema,
            'Changed since `expectedUpdatedAt` (CONFLICT), a capacity below the approved travellers (OVER_CAPACITY, with details), or a new seed after the draw (DRAW_SEED_LOCKED)',
          ),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      return changeTrip({
        db: app.db,
        tripId: request.params.id,
        ...request.body,
        actorUserId: actor.id,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );

  app.post(
    '/admin/trips/:id/activate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Makes this trip the one active trip (the public site and the admin area open on it); audited',
        security: adminSecurity,
        params,
        response: {
          200: tripSchema,
          ...errorResponses({ 400: 'Malformed id', 404: 'No such trip' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      return activateTrip({
        db: app.db,
        tripId: request.params.id,
        actorUserId: actor.id,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );
};

export default tripAdminRoutes;
