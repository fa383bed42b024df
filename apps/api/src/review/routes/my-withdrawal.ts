import { cancellationMoneySchema, statusRefusalSchema, travellerSchema, withdrawBodySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { errorResponses, guardianGuardErrors } from '../../lib/route-schemas.ts';
import { notFound } from '../../lib/http-error.ts';
import { travellerCancellationMoney } from '../../payments/services/cancellation-money.ts';
import { findMyTraveller } from '../../travellers/queries/my-travellers.ts';
import { withdrawRegistration } from '../services/withdraw-registration.ts';

const security = [{ session: [] }];

/** A family withdraws one of its registrations from My Voyage. */
const myWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/travellers/:id/cancellation',
    {
      schema: {
        tags: ['my'],
        summary:
          'What a withdrawal today would keep of the money paid and refund (docs/product/payments.md#refunds), shown before the family confirms',
        security,
        params: z.object({ id: z.string() }),
        response: {
          200: cancellationMoneySchema,
          ...errorResponses({ 404: 'Not one of this guardian’s registrations' }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      const traveller = await findMyTraveller(app.db, user.id, request.params.id);
      if (!traveller) throw notFound('Traveller');
      const { payerIban: _iban, ...money } = await travellerCancellationMoney(app.db, traveller.id, new Date());
      return money;
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

export default myWithdrawalRoutes;
