import { erasureRequestBodySchema, myErasureRequestSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../files/content-disposition.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { errorResponses, guardianGuardErrors } from '../../lib/route-schemas.ts';
import { listFamilyErasureRequests } from '../queries/data-rights.ts';
import { requestErasure } from '../services/erase-registrations.ts';
import { exportFamilyData } from '../services/export-family-data.ts';

const security = [{ session: [] }];

/** The guardian's guard, and a session made more than RECENT_SIGN_IN_MS ago: the family signs in again first. */
const recentSignInErrors = errorResponses({
  401: 'Not signed in',
  403: 'Signed in as an admin, or the sign-in is not recent (RECENT_SIGN_IN_REQUIRED)',
});

/** A family's data rights (docs/product/data-rights.md): download everything, ask for erasure. */
const myDataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/data-export',
    {
      schema: {
        tags: ['my'],
        summary:
          "Every record of the signed-in guardian's family (JSON, e-mails without their secret links) and its files (ID scans, receipts, consent forms), as a ZIP attachment; needs a recent sign-in",
        security,
        response: {
          // Bytes, streamed as the archive is written: never through the serializer.
          200: z.any().describe('voyage-data-YYYY-MM-DD.zip'),
          ...recentSignInErrors,
        },
      },
    },
    async (request, reply) => {
      await app.requireRecentSignIn(request, reply);
      const user = (await app.sessionUser(request, reply))!;
      const zip = await exportFamilyData({
        db: app.db,
        storage: app.storage,
        healthDataKey: app.healthDataKey,
        guardianUserId: user.id,
        now: new Date(),
        ...requestOrigin(request),
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(zip.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(zip.archive);
    },
  );

  app.get(
    '/my/recent-sign-in',
    {
      schema: {
        tags: ['my'],
        summary:
          'Whether the session is recent enough for the data export (204), before the browser is sent to download it',
        security,
        response: { 204: z.null().describe('Recent enough'), ...recentSignInErrors },
      },
    },
    async (request, reply) => {
      await app.requireRecentSignIn(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/my/erasure-requests',
    {
      schema: {
        tags: ['my'],
        summary: "The family's erasure requests still waiting for staff",
        security,
        response: { 200: myErasureRequestSchema.array(), ...guardianGuardErrors },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return listFamilyErasureRequests(app.db, user.id);
    },
  );

  app.post(
    '/my/erasure-requests',
    {
      schema: {
        tags: ['my'],
        summary:
          'Asks staff to erase one registration (`traveller`) or every registration of the family (`family`); answers the requests waiting',
        security,
        body: erasureRequestBodySchema,
        response: {
          201: myErasureRequestSchema.array(),
          ...errorResponses({
            400: 'A field missing or not valid (VALIDATION_FAILED)',
            404: 'Not one of this guardian’s registrations',
          }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      const requests = await requestErasure({
        db: app.db,
        guardianUserId: user.id,
        ...request.body,
        now: new Date(),
        ...requestOrigin(request),
      });
      return reply.code(201).send(requests);
    },
  );
};

export default myDataRightsRoutes;
