import {
  actionResultSchema,
  checkpointHistorySchema,
  tripDayBatchSchema,
  tripDayOfficeSchema,
  tripDayPackSchema,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { checkpointHistoryView } from '../services/checkpoint-history.ts';
import { downloadPack } from '../services/download-pack.ts';
import { officeView } from '../services/office-view.ts';
import { recordActions } from '../services/record-actions.ts';

/** A departure's id from the path; anything but a whole number is no departure. */
function departureId(id: string): number {
  const value = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  if (value < 1) throw notFound('Departure');
  return value;
}

const params = z.object({ id: z.string() });
const guarded = { ...errorResponses({ 404: 'No such departure, or not one of the escort’s' }), ...adminGuardErrors };

/**
 * The trip day (docs/product/trip-day.md): escorts for their own departures, administrators for any
 * (admin-routes.ts gives the capability and the escort's departure scope).
 */
const adminTripDayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/trip-day/departures/:id/pack',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A departure's trip-day pack for offline use: roster with flags and emergency cards, flights, hotel, programme, the trip's emergency numbers, checkpoints, actions so far",
        security: adminSecurity,
        params,
        response: { 200: tripDayPackSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      return downloadPack({
        db: app.db,
        key: app.healthDataKey,
        actorUserId: actor.id,
        ...requestOrigin(request),
        departureId: departureId(request.params.id),
      });
    },
  );

  app.post(
    '/admin/trip-day/departures/:id/actions',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The phone's queued trip-day actions (marks, undos, added checkpoints, closes): each recorded once, a result per action",
        security: adminSecurity,
        params,
        body: tripDayBatchSchema,
        response: {
          200: z.object({ results: z.array(actionResultSchema), missing: tripDayOfficeSchema.shape.missing }),
          ...errorResponses({ 400: 'An action not valid (VALIDATION_FAILED)' }),
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      return recordActions({
        db: app.db,
        actor: { id: actor.id, name: actor.name },
        ...requestOrigin(request),
        departureId: departureId(request.params.id),
        actions: request.body.actions,
        now: new Date(),
      });
    },
  );

  app.get(
    '/admin/trip-day/departures/:id/checkpoints',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A departure's checkpoints as they stand: open or closed, who is unaccounted for or missing, disagreements",
        security: adminSecurity,
        params,
        response: { 200: tripDayOfficeSchema, ...guarded },
      },
    },
    async (request) => officeView(app.db, departureId(request.params.id)),
  );

  app.get(
    '/admin/trip-day/departures/:id/checkpoints/:key/history',
    {
      schema: {
        tags: ['admin'],
        summary:
          "One checkpoint's history: every mark, undo, close and adding, in the escorts' order, with who sent it, the phone's time and when it arrived",
        security: adminSecurity,
        params: z.object({ id: z.string(), key: z.string() }),
        response: {
          200: checkpointHistorySchema,
          ...errorResponses({ 404: 'No such departure, not one of the escort’s, or no such checkpoint on it' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request) => checkpointHistoryView(app.db, departureId(request.params.id), request.params.key),
  );
};

export default adminTripDayRoutes;
