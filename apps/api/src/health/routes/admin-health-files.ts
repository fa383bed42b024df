import { mealListQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendExportFile } from '../../exports/send-export-file.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { exportMealList } from '../services/export-meal-list.ts';
import { makeMedicalCard } from '../services/make-medical-card.ts';

/** A departure's id from the path; anything but a whole number is no departure. */
function departureId(id: string): number {
  const value = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  if (value < 1) throw notFound('Departure');
  return value;
}

// Bytes, not JSON: a buffer is sent as it is, never through the serializer.
const file = (what: string) => z.any().describe(what);

/**
 * The files made of health records (docs/product/health.md#meal-list, #medical-card): for the health lead and
 * administrators, and for escorts of their own departures (admin-routes.ts gives the capability and the scope).
 */
const adminHealthFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/departures/:id/meal-list',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A departure's meal list for the hotel as XLSX or PDF (`lang` el, the default, or en): diets in plain words, no medical words",
        security: adminSecurity,
        params: z.object({ id: z.string() }),
        querystring: mealListQuerySchema,
        response: {
          200: file('The meal list, as an attachment (XLSX or application/pdf)'),
          ...errorResponses({ 400: 'A query parameter missing or not valid', 404: 'No such departure' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const meals = await exportMealList({
        db: app.db,
        key: app.healthDataKey,
        actorUserId: actor.id,
        ...requestOrigin(request),
        departureId: departureId(request.params.id),
        format: request.query.format,
        locale: request.query.lang,
        now: new Date(),
      });
      return sendExportFile(reply, meals);
    },
  );

  app.get(
    '/admin/travellers/:id/medical-card',
    {
      schema: {
        tags: ['admin'],
        summary: "A traveller's medical card for a doctor, as a PDF in French then English; every card is audited",
        security: adminSecurity,
        params: z.object({ id: z.uuid() }),
        response: {
          200: file('The medical card, as an attachment (application/pdf)'),
          ...errorResponses({ 400: 'Not an id (VALIDATION_FAILED)', 404: 'No such registration' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const card = await makeMedicalCard({
        db: app.db,
        key: app.healthDataKey,
        actorUserId: actor.id,
        ...requestOrigin(request),
        travellerId: request.params.id,
        now: new Date(),
      });
      return sendExportFile(reply, card);
    },
  );
};

export default adminHealthFileRoutes;
