import {
  auditExportQuerySchema,
  departuresExportQuerySchema,
  documentQueueExportQuerySchema,
  outboxExportQuerySchema,
  paymentGroupsExportQuerySchema,
  paymentQueueExportQuerySchema,
  plainListExportQuerySchema,
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
import type { ExportRequest, ListExportRequest } from '../export-list.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { exportDocumentQueue, exportPaymentQueue } from '../services/export-review-queues.ts';
import { exportTravellerList } from '../services/export-traveller-list.ts';
import { exportDepartures, exportSchools } from '../services/export-trip-lists.ts';
import { exportPaymentGroups } from '../services/export-payment-groups.ts';
import { exportWaitingList } from '../services/export-waiting-list.ts';
import { exportAdministrators, exportAuditLog, exportOutbox, exportTrips } from '../services/export-staff-lists.ts';

const responses = {
  // Bytes, not JSON: a buffer is sent as it is, never through the serializer.
  200: z.any().describe('The list, as an attachment (text/csv, XLSX or PDF)'),
  ...errorResponses({ 400: 'A query parameter missing or not valid', 404: 'No such trip, or no such school in it' }),
  ...adminGuardErrors,
};

/** Who asks (staff: the guard has let them in), in which format and language. */
async function staffRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: { format: ListExportFormat; lang: Locale },
): Promise<ExportRequest> {
  const actor = (await app.sessionUser(request, reply))!;
  return {
    db: app.db,
    actorUserId: actor.id,
    ...requestOrigin(request),
    format: query.format,
    locale: query.lang,
    now: new Date(),
  };
}

/** The same, for a list of one trip's. */
async function exportRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: { trip_id: number; format: ListExportFormat; lang: Locale },
): Promise<ListExportRequest> {
  return { ...(await staffRequest(app, request, reply, query)), tripId: query.trip_id };
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

  app.get(
    '/admin/waiting-list/export',
    {
      schema: schema(
        "The trip's waiting list as CSV, XLSX or PDF, in its order, as `GET /api/admin/waiting-list` gives it",
        departuresExportQuerySchema,
      ),
    },
    async (request, reply) =>
      sendExportFile(reply, await exportWaitingList(await exportRequest(app, request, reply, request.query))),
  );

  app.get(
    '/admin/dashboard/payment-groups/export',
    {
      schema: schema(
        "The dashboard's payments by school and by departure as CSV, XLSX or PDF, with the figures `GET /api/dashboard` gives",
        paymentGroupsExportQuerySchema,
      ),
    },
    async (request, reply) =>
      sendExportFile(reply, await exportPaymentGroups(await exportRequest(app, request, reply, request.query))),
  );

  // The lists not about one trip: who may read the list may take it out (the staff guard).
  app.get(
    '/admin/audit/export',
    {
      schema: schema(
        'The audit log as CSV, XLSX or PDF, newest first, filtered as `GET /api/admin/audit` with the same parameters (no page): at most 10,000 rows, the file saying when it was cut',
        auditExportQuerySchema,
      ),
    },
    async (request, reply) => {
      const { format: _format, lang: _lang, ...filter } = request.query;
      return sendExportFile(
        reply,
        await exportAuditLog(await staffRequest(app, request, reply, request.query), filter),
      );
    },
  );

  app.get(
    '/admin/outbox/export',
    {
      schema: schema(
        'Outgoing e-mail as CSV, XLSX or PDF, as `GET /api/admin/outbox` lists it (newest first, at most 200, of one `status` if asked)',
        outboxExportQuerySchema,
      ),
    },
    async (request, reply) =>
      sendExportFile(
        reply,
        await exportOutbox(await staffRequest(app, request, reply, request.query), request.query.status),
      ),
  );

  app.get(
    '/admin/administrators/export',
    {
      schema: schema(
        'The administrators and the invitations still waiting as CSV, XLSX or PDF, as `GET /api/admin/administrators` lists them',
        plainListExportQuerySchema,
      ),
    },
    async (request, reply) =>
      sendExportFile(reply, await exportAdministrators(await staffRequest(app, request, reply, request.query))),
  );

  app.get(
    '/admin/trips/export',
    {
      schema: schema('Every trip as CSV, XLSX or PDF, newest year first', plainListExportQuerySchema),
    },
    async (request, reply) =>
      sendExportFile(reply, await exportTrips(await staffRequest(app, request, reply, request.query))),
  );
};

export default listExportRoutes;
