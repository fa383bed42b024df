import {
  adminTravellerSchema,
  cancelBodySchema,
  cancellationMoneySchema,
  isUuid,
  statusRefusalSchema,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { notFound } from '../../lib/http-error.ts';
import { travellerCancellationMoney } from '../../payments/services/cancellation-money.ts';
import { cancelRegistration } from '../services/cancel-registration.ts';

const params = z.object({ id: z.string() });

/**
 * Staff cancel an approved registration (docs/product/review.md#cancellation-by-staff): first what the trip's
 * cancellation terms keep today and owe back (docs/product/payments.md#refunds), the same figures the family's
 * withdraw dialog shows; then the cancellation itself.
 */
const adminCancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/travellers/:id/cancellation',
    {
      schema: {
        tags: ['admin'],
        summary:
          'What cancelling the registration today would keep of the money received and owe back, shown before staff confirm',
        security: adminSecurity,
        params,
        response: {
          200: cancellationMoneySchema,
          ...errorResponses({ 404: 'No such registration' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound('Registration');
      const { payerIban: _iban, ...money } = await travellerCancellationMoney(app.db, request.params.id, new Date());
      return money;
    },
  );

  app.post(
    '/admin/travellers/:id/cancel',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Cancels an approved registration with a reason the family reads: the refund owed is recorded, the place offered to the waiting list, the family e-mailed',
        security: adminSecurity,
        params,
        body: cancelBodySchema,
        response: {
          200: adminTravellerSchema,
          ...errorResponses({
            400: 'The reason missing or a field the call does not take (VALIDATION_FAILED, fieldErrors)',
            404: 'No such registration',
          }),
          409: statusRefusalSchema.describe(
            'Changed meanwhile (CONFLICT) or not approved (INVALID_TRANSITION), with currentStatus',
          ),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      return cancelRegistration({
        db: app.db,
        travellerId: request.params.id,
        expectedStatus: request.body.expectedStatus,
        reason: request.body.reason,
        actorUserId: actor.id,
        publicUrl: app.publicUrl,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );
};

export default adminCancellationRoutes;
