import { statusRefusalSchema, travellerSchema, withdrawBodySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { errorResponses, guardianGuardErrors } from '../../lib/route-schemas.ts';
import { withdrawRegistration } from '../services/withdraw-registration.ts';

const security = [{ session: [] }];

/** A family withdraws one of its registrations from My Voyage. */
const myWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
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

export default myWithdrawalRoutes;
