import {
  checklistSchema,
  healthRemindersResultSchema,
  LOCALES,
  readinessBoardSchema,
  readinessQuerySchema,
  readinessRemindBodySchema,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendExportFile } from '../../exports/send-export-file.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { readReadinessBoard, readStaffChecklist } from '../services/checklists.ts';
import { exportReadiness } from '../services/export-readiness.ts';
import { sendReadinessReminders } from '../services/readiness-reminders.ts';

const departureParams = z.object({ id: z.string() });
const notFoundError = errorResponses({ 404: 'No such departure' });

/** A departure's id from the path; anything but a whole number is no departure. */
function departureId(id: string): number {
  const value = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  if (value < 1) throw notFound('Departure');
  return value;
}

/**
 * Readiness for staff (docs/product/readiness.md#board): a child's checklist on the registration screen, and
 * the board of a departure with its CSV export. Reads (`registrations.read`); an escort only their departures.
 * The reminders need `registrations.review` (admin-routes.ts).
 */
const adminReadinessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/travellers/:id/checklist',
    {
      schema: {
        tags: ['admin'],
        summary: 'The checklist of one registration, as its family sees it',
        security: adminSecurity,
        params: z.object({ id: z.uuid() }),
        response: {
          200: checklistSchema,
          ...errorResponses({ 400: 'Not an id (VALIDATION_FAILED)', 404: 'No such registration' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request) => readStaffChecklist(app.db, request.params.id, new Date()),
  );

  app.get(
    '/admin/departures/:id/readiness',
    {
      schema: {
        tags: ['admin'],
        summary: 'The readiness board of a departure: how many miss each item, and who misses what',
        security: adminSecurity,
        params: departureParams,
        querystring: readinessQuerySchema,
        response: {
          200: readinessBoardSchema,
          ...errorResponses({ 400: 'A query parameter not valid' }),
          ...notFoundError,
          ...adminGuardErrors,
        },
      },
    },
    async (request) =>
      (await readReadinessBoard(app.db, departureId(request.params.id), new Date(), request.query.missing)).board,
  );

  app.get(
    '/admin/departures/:id/readiness/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'The readiness board as CSV (`lang` en, the default, or el), filtered like the board',
        security: adminSecurity,
        params: departureParams,
        querystring: readinessQuerySchema.extend({ lang: z.enum(LOCALES).default('en') }),
        response: {
          // Bytes, not JSON: a buffer is sent as it is, never through the serializer.
          200: z.any().describe('The board, as an attachment (text/csv)'),
          ...errorResponses({ 400: 'A query parameter not valid' }),
          ...notFoundError,
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const file = await exportReadiness({
        db: app.db,
        departureId: departureId(request.params.id),
        actorUserId: actor.id,
        locale: request.query.lang,
        missing: request.query.missing,
        now: new Date(),
        ...requestOrigin(request),
      });
      return sendExportFile(reply, file);
    },
  );

  app.post(
    '/admin/departures/:id/readiness/reminders',
    {
      schema: {
        tags: ['admin'],
        summary: 'E-mails every family of the departure with the item to do or overdue, once a day at most',
        security: adminSecurity,
        params: departureParams,
        body: readinessRemindBodySchema,
        response: {
          200: healthRemindersResultSchema,
          ...errorResponses({ 400: 'Malformed body (VALIDATION_FAILED)' }),
          ...notFoundError,
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) =>
      sendReadinessReminders({
        db: app.db,
        publicUrl: app.publicUrl,
        actorUserId: (await app.sessionUser(request, reply))!.id,
        now: new Date(),
        departureId: departureId(request.params.id),
        item: request.body.item,
        ...requestOrigin(request),
      }),
  );
};

export default adminReadinessRoutes;
