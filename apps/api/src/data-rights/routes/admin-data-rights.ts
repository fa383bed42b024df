import {
  eraseBodySchema,
  erasureRequestSchema,
  erasureResultSchema,
  idRetentionDay,
  pendingErasureDay,
  retentionPreviewSchema,
  tripIdSchema,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { countRetained, listErasureRequests } from '../queries/data-rights.ts';
import { findTrip } from '../../trips/queries/trips.ts';
import { eraseRegistrations } from '../services/erase-registrations.ts';

/** Retention and erasure as staff see them (docs/product/data-rights.md). */
const adminDataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/erasure-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'The erasure requests families made that staff have yet to carry out, of one trip (`trip_id`) or all',
        security: adminSecurity,
        querystring: z.object({ trip_id: tripIdSchema.optional() }),
        response: {
          200: erasureRequestSchema.array(),
          ...errorResponses({ 400: 'A query parameter not valid' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request) => listErasureRequests(app.db, request.query.trip_id),
  );

  app.post(
    '/admin/travellers/:id/erase',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Erases the registration (`traveller`) or every registration of its guardian e-mail (`family`): rows and files go, the audit row keeps counts only',
        security: adminSecurity,
        params: z.object({ id: z.string() }),
        body: eraseBodySchema,
        response: {
          200: erasureResultSchema,
          ...errorResponses({ 400: 'A field missing or not valid', 404: 'No such registration' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      return eraseRegistrations({
        db: app.db,
        storage: app.storage,
        travellerId: request.params.id,
        scope: request.body.scope,
        actorUserId: actor.id,
        ...requestOrigin(request),
      });
    },
  );

  app.get(
    '/admin/trips/:id/retention',
    {
      schema: {
        tags: ['admin'],
        summary: "When the trip's retention runs and what it would remove now (counts only)",
        security: adminSecurity,
        params: z.object({ id: tripIdSchema }),
        response: {
          200: retentionPreviewSchema,
          ...errorResponses({ 400: 'The id is not a trip number', 404: 'No such trip' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request) => {
      const trip = await findTrip(app.db, request.params.id);
      return {
        idRetentionDay: idRetentionDay(trip),
        pendingErasureDay: pendingErasureDay(trip),
        ...(await countRetained(app.db, trip.id)),
      };
    },
  );
};

export default adminDataRightsRoutes;
