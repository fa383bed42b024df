import { isUuid, statusRefusalSchema, travellerSchema, withdrawBodySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { errorResponses, guardianGuardErrors } from '../../lib/route-schemas.ts';
import { findMyTraveller, listMyTravellers } from '../queries/my-travellers.ts';
import { withdrawRegistration } from '../../review/services/withdraw-registration.ts';

const security = [{ session: [] }];

const myTravellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/travellers',
    {
      schema: {
        tags: ['my'],
        summary: "The signed-in guardian's registrations (every trip, newest first)",
        security,
        response: { 200: travellerSchema.array(), ...guardianGuardErrors },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return listMyTravellers(app.db, user.id);
    },
  );

  app.get(
    '/my/travellers/:id',
    {
      schema: {
        tags: ['my'],
        summary: "One of the signed-in guardian's registrations",
        security,
        params: z.object({ id: z.string() }),
        response: {
          200: travellerSchema,
          ...errorResponses({ 404: 'Not one of this guardian’s registrations' }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      const traveller = isUuid(request.params.id)
        ? await findMyTraveller(app.db, user.id, request.params.id)
        : undefined;
      if (!traveller) throw notFound('Traveller');
      return traveller;
    },
  );

  app.post(
    '/my/travellers/:id/withdraw',
    {
      schema: {
        tags: ['my'],
        summary: "Withdraws one of the signed-in guardian's pending or approved registrations (it becomes cancelled)",
        security,
        params: z.object({ id: z.string() }),
        body: withdrawBodySchema,
        response: {
          200: travellerSchema,
          ...errorResponses({
            400: 'The body is not `{ expectedStatus }` (VALIDATION_FAILED)',
            404: 'Not one of this guardian’s registrations',
          }),
          409: statusRefusalSchema.describe(
            'Changed meanwhile (CONFLICT) or not pending or approved (INVALID_TRANSITION), with currentStatus',
          ),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return withdrawRegistration({
        db: app.db,
        travellerId: request.params.id,
        expectedStatus: request.body.expectedStatus,
        guardianUserId: user.id,
        publicUrl: app.publicUrl,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );
};

export default myTravellerRoutes;
