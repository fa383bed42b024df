import {
  adminTravellerSchema,
  offerOutOfTurnBodySchema,
  staffWaitingListSchema,
  tripQuerySchema,
  waitingListRefusalSchema,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminErrors, adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { requireTrip } from '../../trips/queries/trips.ts';
import { putOnWaitingList } from '../services/put-on-waiting-list.ts';
import { offerPlaceOutOfTurn, staffWaitingList } from '../services/staff-waiting-list.ts';

/**
 * Staff's waiting list (docs/product/places.md#waiting-list): the list in order, an offer out of turn, and a
 * registration whose approval found no place put at the end of the list.
 */
const adminWaitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/waiting-list',
    {
      schema: {
        tags: ['admin'],
        summary: "One trip's waiting list in its order, with each entry's state and offer",
        security: adminSecurity,
        querystring: tripQuerySchema,
        response: { 200: staffWaitingListSchema, ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return staffWaitingList(app.db, trip.id);
    },
  );

  app.post(
    '/admin/waiting-list/:travellerId/offer',
    {
      schema: {
        tags: ['admin'],
        summary: 'Offers a free place out of turn to a registration waiting on the list, with a reason (audited)',
        security: adminSecurity,
        params: z.object({ travellerId: z.string() }),
        body: offerOutOfTurnBodySchema,
        response: {
          204: z.null().describe('Offered; the family is e-mailed'),
          ...errorResponses({ 400: 'No reason (VALIDATION_FAILED)', 404: 'Not on a waiting list' }),
          409: waitingListRefusalSchema.describe('Not waiting (NOT_WAITING) or no place free (NO_FREE_PLACE)'),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      await offerPlaceOutOfTurn({
        db: app.db,
        travellerId: request.params.travellerId,
        reason: request.body.reason,
        actorUserId: user.id,
        publicUrl: app.publicUrl,
        now: new Date(),
        ...requestOrigin(request),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/travellers/:id/waiting-list',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Puts a pending registration that found no place at the end of the waiting list; the family is e-mailed its position (audited)',
        security: adminSecurity,
        params: z.object({ id: z.string() }),
        response: {
          200: adminTravellerSchema,
          ...errorResponses({ 404: 'No such registration' }),
          409: waitingListRefusalSchema.describe(
            'Not pending (NOT_PENDING), on the list already (ALREADY_ON_LIST) or a place is free (PLACE_FREE)',
          ),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return putOnWaitingList({
        db: app.db,
        travellerId: request.params.id,
        actorUserId: user.id,
        publicUrl: app.publicUrl,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );
};

export default adminWaitingListRoutes;
