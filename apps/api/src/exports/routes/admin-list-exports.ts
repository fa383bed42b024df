import {
  departuresExportQuerySchema,
  documentQueueExportQuerySchema,
  paymentQueueExportQuerySchema,
  registrationsExportQuerySchema,
  schoolsExportQuerySchema,
  studentsExportQuerySchema,
  type ListExportFormat,
  type Locale,
} from '@voyage/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendExportFile } from '../send-export-file.ts';
import type { ListExportRequest } from '../export-list.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { exportDocumentQueue, exportPaymentQueue } from '../services/export-review-queues.ts';
import { exportTravellerList } from '../services/export-traveller-list.ts';
import { exportDepartures, exportSchools } from '../services/export-trip-lists.ts';

const responses = {
  // Bytes, not JSON: a buffer is sent as it is, never through the serializer.
  200: z.any().describe('The list, as an attachment (text/csv, XLSX or PDF)'),
  ...errorResponses({ 400: 'A query parameter missing or not valid', 404: 'No such trip, or no such school in it' }),
  ...adminGuardErrors,
};

/** Who asks (staff: the guard has let them in), for which trip, in which format and language. */
async function exportRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: { trip_id: number; format: ListExportFormat; lang: Locale },
): Promise<ListExportRequest> {
  const actor = (await app.sessionUser(request, reply))!;
  return {
    db: app.db,
    actorUserId: actor.id,
    ...requestOrigin(request),
    tripId: query.trip_id,
    format: query.format,
    locale: query.lang,
    now: new Date(),
  };
}

/** A list export's route schema: staff only, the list's query, a file back. */
function schema<Query extends z.ZodType>(summary: string, querystring: Query) {
  return { tags: ['admin'], summary, security: adminSecurity, querystring, response: responses };
}

/** The admin screens' lists as files (docs/product/exports.md#list-exports). */
const listExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/students/export',
    {
      schema: schema(
        "The trip's students (approved travellers) as CSV, XLSX or PDF, filtered, searched and sorted as `GET /api/students` with the same parameters (every row, no page); every school's without `school_id`",
        studentsExportQuerySchema,
      ),
    },
    async (request, reply) => {
      const { query } = request;
      const { trip_id: _trip, format: _format, lang: _lang, ...filters } = query;
      const file = await exportTravellerList({
        ...(await exportRequest(app, request, reply, query)),
        list: { kind: 'students', filters },
      });
      return sendExportFile(reply, file);
    },
  );

  app.get(
    '/admin/travellers/export',
    {
      schema: schema(
        "The trip's registrations of a tab (`tab` pending, all or deleted) as CSV, XLSX or PDF, filtered, searched and sorted as the tab's list with the same parameters (every row, no page)",
        registrationsExportQuerySchema,
      ),
    },
    async (request, reply) => {
      const { query } = request;
      const { trip_id: _trip, tab, format: _format, lang: _lang, ...filters } = query;
      const file = await exportTravellerList({
        ...(await exportRequest(app, request, reply, query)),
        list: { kind: 'registrations', tab, filters },
      });
      return sendExportFile(reply, file);
    },
  );

  app.get(
    '/admin/payments/export',
    {
      schema: schema(
        "The trip's payments queue as CSV, XLSX or PDF, filtered (`status`, `method`, `school_id`), searched and sorted as `GET /api/admin/payments` with the same parameters (every row, no page)",
        paymentQueueExportQuerySchema,
      ),
    },
    async (request, reply) => {
      const { query } = request;
      const { trip_id: _trip, format: _format, lang: _lang, ...filters } = query;
      return sendExportFile(reply, await exportPaymentQueue(await exportRequest(app, request, reply, query), filters));
    },
  );

  app.get(
    '/admin/documents/export',
    {
      schema: schema(
        "The trip's documents queue as CSV, XLSX or PDF, filtered (`status`, `type`, `school_id`), searched and sorted as `GET /api/admin/documents` with the same parameters (every row, no page)",
        documentQueueExportQuerySchema,
      ),
    },
    async (request, reply) => {
      const { query } = request;
      const { trip_id: _trip, format: _format, lang: _lang, ...filters } = query;
      return sendExportFile(reply, await exportDocumentQueue(await exportRequest(app, request, reply, query), filters));
    },
  );

  app.get(
    '/admin/schools/export',
    {
      schema: schema(
        "The trip's schools as CSV, XLSX or PDF, by name, of the `district` chosen (every school without), as `GET /api/schools` lists them",
        schoolsExportQuerySchema,
      ),
    },
    async (request, reply) => {
      const { query } = request;
      return sendExportFile(
        reply,
        await exportSchools(await exportRequest(app, request, reply, query), query.district),
      );
    },
  );

  app.get(
    '/admin/departures/export',
    {
      schema: schema(
        "The trip's departures as CSV, XLSX or PDF, by outbound date, as `GET /api/departures` lists them",
        departuresExportQuerySchema,
      ),
    },
    async (request, reply) =>
      sendExportFile(reply, await exportDepartures(await exportRequest(app, request, reply, request.query))),
  );
};

export default listExportRoutes;
