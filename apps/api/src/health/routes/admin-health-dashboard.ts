import {
  healthDashboardSchema,
  healthMissingQuerySchema,
  healthMissingRowSchema,
  healthRemindersBodySchema,
  healthRemindersResultSchema,
  tripQuerySchema,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminErrors, adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { requireTrip } from '../../trips/queries/trips.ts';
import { readHealthDashboard, readMissingHealthList } from '../services/health-dashboard.ts';
import { sendDepartureHealthReminders, sendHealthReminder } from '../services/health-reminders.ts';

/**
 * The health records on the dashboard and the reminders to complete them (docs/product/health.md#dashboard):
 * administrators and the health lead (the `health` capability).
 */
const adminHealthDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard/health',
    {
      schema: {
        tags: ['admin'],
        summary: 'Health records complete and missing, per departure and in all',
        security: adminSecurity,
        querystring: tripQuerySchema,
        response: { 200: healthDashboardSchema, ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return readHealthDashboard(app.db, trip.id);
    },
  );

  app.get(
    '/admin/dashboard/health/missing',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approved travellers whose health record is not complete: what is missing, the last reminder',
        security: adminSecurity,
        querystring: healthMissingQuerySchema,
        response: { 200: z.array(healthMissingRowSchema), ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return readMissingHealthList(app.db, trip.id, request.query.departure_id);
    },
  );

  const sender = async (
    request: Parameters<typeof requestOrigin>[0],
    reply: Parameters<typeof app.sessionUser>[1],
  ) => ({
    db: app.db,
    publicUrl: app.publicUrl,
    actorUserId: (await app.sessionUser(request, reply))!.id,
    now: new Date(),
    ...requestOrigin(request),
  });

  app.post(
    '/admin/travellers/:id/health/reminder',
    {
      schema: {
        tags: ['admin'],
        summary: 'E-mails the family a reminder to complete the health record (once a day at most)',
        security: adminSecurity,
        params: z.object({ id: z.uuid() }),
        response: {
          200: healthRemindersResultSchema,
          ...errorResponses({
            400: 'Not an id (VALIDATION_FAILED)',
            404: 'No such approved registration',
            409: 'Already complete (HEALTH_RECORD_COMPLETE) or reminded today (HEALTH_REMINDER_SENT_TODAY)',
          }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => sendHealthReminder({ ...(await sender(request, reply)), travellerId: request.params.id }),
  );

  app.post(
    '/admin/dashboard/health/reminders',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reminds every family of the departure whose record is not complete, except those reminded today',
        security: adminSecurity,
        body: healthRemindersBodySchema,
        response: {
          200: healthRemindersResultSchema,
          ...errorResponses({ 400: 'Malformed body (VALIDATION_FAILED)', 404: 'No such departure in the trip' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => sendDepartureHealthReminders({ ...(await sender(request, reply)), ...request.body }),
  );
};

export default adminHealthDashboardRoutes;
