import {
  healthAddendaQuerySchema,
  healthAddendumAcknowledgeSchema,
  healthAddendumRowSchema,
  staffHealthAddendumSchema,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminErrors, adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { requireTrip } from '../../trips/queries/trips.ts';
import { acknowledgeAddendum, listTripAddenda, readStaffAddenda } from '../services/staff-health-addenda.ts';

const params = z.object({ id: z.uuid() });

/**
 * Staff and the changes families sent after the freeze (docs/product/health.md#changes-after-the-freeze): a
 * registration's addenda (an audited read), their acknowledgement, and the trip's list of those waiting.
 */
const adminHealthAddendaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/health/addenda',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The trip's changes sent to the health lead in one status (waiting unless asked), oldest first, without their texts",
        security: adminSecurity,
        querystring: healthAddendaQuerySchema,
        response: { 200: z.array(healthAddendumRowSchema), ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return listTripAddenda(app.db, trip.id, request.query.status);
    },
  );

  app.get(
    '/admin/travellers/:id/health/addenda',
    {
      schema: {
        tags: ['admin'],
        summary: "A registration's changes sent to the health lead, newest first; every read writes an audit row",
        security: adminSecurity,
        params,
        response: {
          200: z.array(staffHealthAddendumSchema),
          ...errorResponses({ 400: 'Not an id (VALIDATION_FAILED)', 404: 'No such registration' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      return readStaffAddenda({
        db: app.db,
        key: app.healthDataKey,
        travellerId: request.params.id,
        actorUserId: actor.id,
        ...requestOrigin(request),
      });
    },
  );

  app.post(
    '/admin/health/addenda/:id/acknowledge',
    {
      schema: {
        tags: ['admin'],
        summary: 'The health lead has read the change, with an optional note; the family is e-mailed (audited)',
        security: adminSecurity,
        params,
        body: healthAddendumAcknowledgeSchema,
        response: {
          200: staffHealthAddendumSchema,
          ...errorResponses({
            400: 'A note too long (VALIDATION_FAILED), or a field the call does not take',
            404: 'No such change',
            409: 'Acknowledged already (CONFLICT)',
          }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      return acknowledgeAddendum({
        db: app.db,
        key: app.healthDataKey,
        addendumId: request.params.id,
        actorUserId: actor.id,
        actorName: actor.name,
        note: request.body.note,
        publicUrl: app.publicUrl,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );
};

export default adminHealthAddendaRoutes;
