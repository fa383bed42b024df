import {
  announcementDetailSchema,
  announcementFormSchema,
  announcementListSchema,
  announcementPreviewBodySchema,
  announcementPreviewSchema,
  announcementSummarySchema,
  tripQuerySchema,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { requireTrip } from '../../trips/queries/trips.ts';
import { recipientsOf } from '../services/audience.ts';
import { cancelAnnouncement } from '../services/cancel-announcement.ts';
import { createAnnouncement } from '../services/create-announcement.ts';
import { listAnnouncements, readAnnouncement } from '../services/read-announcements.ts';

const idParams = z.object({ id: z.string() });

/**
 * Staff announcements (docs/product/announcements.md): who would receive one, sending it now or at a set time,
 * the list with delivery counts, one with each recipient's delivery state, and cancelling a scheduled one.
 * Capability `announcements` (admin-routes.ts).
 */
const adminAnnouncementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/announcements/preview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Who would receive an announcement to this audience now: one row per guardian e-mail; writes nothing',
        security: adminSecurity,
        querystring: tripQuerySchema,
        body: announcementPreviewBodySchema,
        response: {
          200: announcementPreviewSchema,
          ...errorResponses({ 400: 'Malformed body (VALIDATION_FAILED)', 404: 'No such trip, departure or school' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      const recipients = await recipientsOf(app.db, trip.id, request.body.audience, new Date());
      return {
        count: recipients.length,
        recipients: recipients.map(({ travellerIds: _ids, ...recipient }) => recipient),
      };
    },
  );

  app.post(
    '/admin/announcements',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sends an announcement now, or at `sendAt`; at most 5 per trip within an hour; audited',
        security: adminSecurity,
        querystring: tripQuerySchema,
        body: announcementFormSchema,
        response: {
          201: announcementSummarySchema,
          ...errorResponses({
            400: 'A field missing or not valid (VALIDATION_FAILED with fieldErrors)',
            404: 'No such trip, departure or school',
            429: 'Over the hourly limit (ANNOUNCEMENT_LIMIT)',
          }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const trip = await requireTrip(app.db, request.query.trip_id);
      const created = await createAnnouncement({
        db: app.db,
        publicUrl: app.publicUrl,
        tripId: trip.id,
        form: request.body,
        actorUserId: actor.id,
        now: new Date(),
        ...requestOrigin(request),
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/admin/announcements',
    {
      schema: {
        tags: ['admin'],
        summary: "The trip's announcements, newest first, with their e-mails counted by delivery state",
        security: adminSecurity,
        querystring: tripQuerySchema,
        response: {
          200: announcementListSchema,
          ...errorResponses({ 400: 'A query parameter not valid', 404: 'No such trip' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request) => listAnnouncements(app.db, (await requireTrip(app.db, request.query.trip_id)).id),
  );

  app.get(
    '/admin/announcements/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One announcement: its texts and each recipient with the delivery state of their e-mail',
        security: adminSecurity,
        params: idParams,
        response: {
          200: announcementDetailSchema,
          ...errorResponses({ 404: 'No such announcement' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request) => readAnnouncement(app.db, request.params.id),
  );

  app.delete(
    '/admin/announcements/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cancels a scheduled announcement not yet sent; audited',
        security: adminSecurity,
        params: idParams,
        response: {
          200: announcementSummarySchema,
          ...errorResponses({
            404: 'No such announcement',
            409: 'Sent or cancelled already (ANNOUNCEMENT_NOT_SCHEDULED)',
          }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) =>
      cancelAnnouncement({
        db: app.db,
        id: request.params.id,
        actorUserId: (await app.sessionUser(request, reply))!.id,
        now: new Date(),
        ...requestOrigin(request),
      }),
  );
};

export default adminAnnouncementRoutes;
