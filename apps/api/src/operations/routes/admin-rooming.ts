import {
  apiErrorSchema,
  roomingChangeBodySchema,
  roomingListQuerySchema,
  roomingMixBodySchema,
  roomingMoveBodySchema,
  roomingSchema,
} from '@voyage/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendExportFile } from '../../exports/send-export-file.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { autoFillRooming } from '../services/auto-fill-rooming.ts';
import { changeRoomingMix } from '../services/change-rooming-mix.ts';
import { exportRoomingList } from '../services/export-rooming-list.ts';
import { lockRooming } from '../services/lock-rooming.ts';
import { moveTravellerRoom } from '../services/move-traveller-room.ts';
import { readRooming } from '../services/read-rooming.ts';

const params = z.object({ id: z.string() });
const notFoundError = errorResponses({ 404: 'No such departure' });
const invalid = errorResponses({
  400: 'A field missing or not valid (VALIDATION_FAILED, fieldErrors), or a field the call does not take',
});
const conflict = apiErrorSchema.describe(
  'The rooms are locked (ROOMING_LOCKED), or changed since `expectedUpdatedAt` (CONFLICT): reload',
);

/** A departure's id from the path; anything but a whole number is no departure. */
function departureId(id: string): number {
  const value = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  if (value < 1) throw notFound('Departure');
  return value;
}

/**
 * Staff's rooming of a departure (docs/product/rooming.md): the rooms, the auto-fill, moves, the lock, and
 * the hotel's rooming list. Each change runs one transaction under the departure's row lock and writes its
 * audit row with it; each answers the rooming as it now is.
 */
const roomingRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const actor = (await app.sessionUser(request, reply))!;
    return {
      db: app.db,
      departureId: departureId(request.params.id),
      actorUserId: actor.id,
      now: new Date(),
      ...requestOrigin(request),
    };
  };
  const changeResponses = {
    200: roomingSchema,
    ...invalid,
    ...notFoundError,
    409: conflict,
    ...adminGuardErrors,
  };

  app.get(
    '/admin/departures/:id/rooming',
    {
      schema: {
        tags: ['admin'],
        summary: "A departure's rooms with their travellers, its travellers without a room, the warnings and the lock",
        security: adminSecurity,
        params,
        response: { 200: roomingSchema, ...notFoundError, ...adminGuardErrors },
      },
    },
    async (request) => readRooming(app.db, departureId(request.params.id)),
  );

  app.post(
    '/admin/departures/:id/rooming/auto-fill',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Places every traveller without a room: roommate groups whole, same gender, same school unless the trip's setting is across schools, fewest rooms; rooms already made stay",
        security: adminSecurity,
        params,
        body: roomingChangeBodySchema,
        response: changeResponses,
      },
    },
    async (request, reply) =>
      autoFillRooming({ ...(await context(request, reply)), expectedUpdatedAt: request.body.expectedUpdatedAt }),
  );

  app.post(
    '/admin/departures/:id/rooming/mix',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Sets the trip's auto-fill to pack each gender by school (`by-school`) or across the departure's schools (`across-schools`), for all its departures",
        security: adminSecurity,
        params,
        body: roomingMixBodySchema,
        response: changeResponses,
      },
    },
    async (request, reply) => changeRoomingMix({ ...(await context(request, reply)), ...request.body }),
  );

  app.post(
    '/admin/departures/:id/rooming/move',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Puts one traveller in room `toRoom` (a number, `new` for the next free one, or null to take them out)',
        security: adminSecurity,
        params,
        body: roomingMoveBodySchema,
        response: { ...changeResponses, ...errorResponses({ 404: 'No such departure, or not its traveller' }) },
      },
    },
    async (request, reply) => moveTravellerRoom({ ...(await context(request, reply)), ...request.body }),
  );

  for (const [action, locked] of [
    ['lock', true],
    ['unlock', false],
  ] as const) {
    app.post(
      `/admin/departures/:id/rooming/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: locked
            ? 'Locks the rooms as sent to the hotel: no change until unlocked (409 CONFLICT if already locked)'
            : 'Unlocks the rooms for changes (409 CONFLICT if not locked)',
          security: adminSecurity,
          params,
          body: roomingChangeBodySchema,
          response: {
            ...changeResponses,
            409: apiErrorSchema.describe('Changed since `expectedUpdatedAt`, or already so (CONFLICT)'),
          },
        },
      },
      async (request, reply) =>
        lockRooming({
          ...(await context(request, reply)),
          expectedUpdatedAt: request.body.expectedUpdatedAt,
          locked,
        }),
    );
  }

  app.get(
    '/admin/departures/:id/rooming/list',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The hotel's rooming list as PDF, XLSX or CSV (`lang` en, the default, or el): rooms, names as on the passport, gender, school",
        security: adminSecurity,
        params,
        querystring: roomingListQuerySchema,
        response: {
          // Bytes, not JSON: a buffer is sent as it is, never through the serializer.
          200: z.any().describe('The rooming list, as an attachment (application/pdf, XLSX or text/csv)'),
          ...errorResponses({ 400: 'A query parameter missing or not valid' }),
          ...notFoundError,
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const { db, departureId: id, actorUserId, ip, requestId } = await context(request, reply);
      const file = await exportRoomingList({
        db,
        departureId: id,
        actorUserId,
        ip,
        requestId,
        format: request.query.format,
        locale: request.query.lang,
      });
      return sendExportFile(reply, file);
    },
  );
};

export default roomingRoutes;
