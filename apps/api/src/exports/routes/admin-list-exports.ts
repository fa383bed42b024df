import { registrationsExportQuerySchema, studentsExportQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendExportFile } from '../send-export-file.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { exportTravellerList } from '../services/export-traveller-list.ts';

const responses = {
  // Bytes, not JSON: a buffer is sent as it is, never through the serializer.
  200: z.any().describe('The list, as an attachment (text/csv or XLSX)'),
  ...errorResponses({ 400: 'A query parameter missing or not valid', 404: 'No such trip, or no such school in it' }),
  ...adminGuardErrors,
};

/** The admin screens' lists as files (docs/product/exports.md#list-exports). */
const listExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/students/export',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The trip's students (approved travellers) as CSV or XLSX, filtered, searched and sorted as `GET /api/students` with the same parameters (every row, no page)",
        security: adminSecurity,
        querystring: studentsExportQuerySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const { trip_id: tripId, format, lang, ...filters } = request.query;
      const file = await exportTravellerList({
        db: app.db,
        actorUserId: actor.id,
        ...requestOrigin(request),
        tripId,
        list: { kind: 'students', filters },
        format,
        locale: lang,
        now: new Date(),
      });
      return sendExportFile(reply, file);
    },
  );

  app.get(
    '/admin/travellers/export',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The trip's registrations of a tab (`tab` pending, all or deleted) as CSV or XLSX, filtered, searched and sorted as the tab's list with the same parameters (every row, no page)",
        security: adminSecurity,
        querystring: registrationsExportQuerySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const { trip_id: tripId, tab, format, lang, ...filters } = request.query;
      const file = await exportTravellerList({
        db: app.db,
        actorUserId: actor.id,
        ...requestOrigin(request),
        tripId,
        list: { kind: 'registrations', tab, filters },
        format,
        locale: lang,
        now: new Date(),
      });
      return sendExportFile(reply, file);
    },
  );
};

export default listExportRoutes;
