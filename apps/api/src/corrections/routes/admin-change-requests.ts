import {
  changeRequestApproveBodySchema,
  changeRequestRefuseBodySchema,
  changeRequestsQuerySchema,
  staffChangeRequestSchema,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminErrors, adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { requireTrip } from '../../trips/queries/trips.ts';
import { approveChangeRequest } from '../services/approve-change-request.ts';
import { refuseChangeRequest } from '../services/refuse-change-request.ts';
import { listTravellerChangeRequests, listTripChangeRequests } from '../services/staff-change-requests.ts';

const params = z.object({ id: z.uuid() });

/**
 * Staff and the changes families ask for after the freeze (docs/product/corrections.md#staff-decide): the trip's
 * requests, a registration's, and the decisions, approve or refuse with a reason.
 */
const adminChangeRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/change-requests',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The trip's change requests in one status (waiting unless asked): waiting ones oldest first, decided ones latest first",
        security: adminSecurity,
        querystring: changeRequestsQuerySchema,
        response: { 200: z.array(staffChangeRequestSchema), ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return listTripChangeRequests(app.db, trip.id, request.query.status);
    },
  );

  app.get(
    '/admin/travellers/:id/change-requests',
    {
      schema: {
        tags: ['admin'],
        summary: "A registration's change requests, newest first, each with what it asks and its answer",
        security: adminSecurity,
        params,
        response: {
          200: z.array(staffChangeRequestSchema),
          ...errorResponses({ 400: 'Not an id (VALIDATION_FAILED)', 404: 'No such registration' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request) => listTravellerChangeRequests(app.db, request.params.id),
  );

  app.post(
    '/admin/change-requests/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Makes the change asked for, under the rules of a staff correction; the family is e-mailed (audited). When it cannot be made, nothing is written and it still waits',
        security: adminSecurity,
        params,
        body: changeRequestApproveBodySchema,
        response: {
          200: staffChangeRequestSchema,
          ...errorResponses({
            400: 'Not an id, or a field the call does not take (VALIDATION_FAILED)',
            404: 'No such request (or the family withdrew it)',
            409: 'Decided already (CONFLICT), the registration no longer pending or approved (CORRECTIONS_CLOSED), a room of more than three (ROOMMATE_GROUP_FULL), or values that no longer pass the rules (CHANGE_REQUEST_NOT_APPLICABLE)',
          }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      return approveChangeRequest({
        db: app.db,
        changeRequestId: request.params.id,
        actorUserId: actor.id,
        actorName: actor.name,
        publicUrl: app.publicUrl,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );

  app.post(
    '/admin/change-requests/:id/refuse',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refuses the change with a reason the family reads (in its language); e-mailed, audited',
        security: adminSecurity,
        params,
        body: changeRequestRefuseBodySchema,
        response: {
          200: staffChangeRequestSchema,
          ...errorResponses({
            400: 'No reason, or too long (VALIDATION_FAILED, fieldErrors keyed `reason`)',
            404: 'No such request (or the family withdrew it)',
            409: 'Decided already (CONFLICT)',
          }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      return refuseChangeRequest({
        db: app.db,
        changeRequestId: request.params.id,
        reason: request.body.reason,
        actorUserId: actor.id,
        actorName: actor.name,
        publicUrl: app.publicUrl,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );
};

export default adminChangeRequestRoutes;
