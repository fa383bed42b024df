import {
  REFUND_EXPORT_FORMATS,
  refundIbanBodySchema,
  refundPaidBodySchema,
  refundSchema,
  tripDate,
  tripQuerySchema,
} from '@voyage/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendExportFile } from '../../exports/send-export-file.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { validationFailed } from '../../lib/field-errors.ts';
import { adminErrors, adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { requireTrip } from '../../trips/queries/trips.ts';
import { listTripRefunds } from '../queries/refunds.ts';
import { exportRefunds } from '../services/export-refunds.ts';
import { enterRefundIban, markRefunded } from '../services/refund-actions.ts';

const params = z.object({ id: z.string() });
const changeResponses = {
  200: refundSchema,
  ...errorResponses({
    400: 'A field missing or not valid (VALIDATION_FAILED, fieldErrors)',
    404: 'No such refund',
    409: 'Already marked as sent, or no IBAN yet to mark it sent (CONFLICT)',
  }),
  ...adminGuardErrors,
};

/** Staff's To refund list, its IBANs, the refunds marked sent and the files for the bank (docs/product/payments.md#refunds). */
const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = (await app.sessionUser(request, reply))!;
    return { db: app.db, actorUserId: actor.id, now: new Date(), ...requestOrigin(request) };
  };

  app.get(
    '/admin/refunds',
    {
      schema: {
        tags: ['admin'],
        summary: "The trip's refunds: those owed (oldest cancellation first) or every one, sent ones included",
        security: adminSecurity,
        querystring: tripQuerySchema.extend({ which: z.enum(['owed', 'all']).default('owed') }),
        response: { 200: z.array(refundSchema), ...adminErrors },
      },
    },
    async (request) => {
      await requireTrip(app.db, request.query.trip_id);
      return listTripRefunds(app.db, request.query.trip_id, request.query.which);
    },
  );

  app.post(
    '/admin/refunds/:id/iban',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sends a refund to an account staff enter (valid IBAN), with a reason; audited',
        security: adminSecurity,
        params,
        body: refundIbanBodySchema,
        response: changeResponses,
      },
    },
    async (request, reply) =>
      enterRefundIban({
        ...(await context(request, reply)),
        refundId: request.params.id,
        iban: request.body.iban,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/admin/refunds/:id/refunded',
    {
      schema: {
        tags: ['admin'],
        summary: 'Marks a refund as sent on a day (not in the future); audited',
        security: adminSecurity,
        params,
        body: z.unknown().describe('`{ refundedOn }`: YYYY-MM-DD, not in the future (Cyprus)'),
        response: changeResponses,
      },
    },
    async (request, reply) => {
      const ctx = await context(request, reply);
      const body = refundPaidBodySchema(tripDate(ctx.now)).safeParse(request.body);
      // Checked against today in Cyprus, so parsed here rather than by the route schema.
      if (!body.success) throw validationFailed(body.error.issues);
      return markRefunded({ ...ctx, refundId: request.params.id, refundedOn: body.data.refundedOn });
    },
  );

  app.get(
    '/admin/refunds/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'The refunds owed as a SEPA credit-transfer file (pain.001.001.03) or a CSV',
        security: adminSecurity,
        querystring: tripQuerySchema.extend({ format: z.enum(REFUND_EXPORT_FORMATS) }),
        response: {
          200: z.any().describe('The file, as an attachment (XML or CSV)'),
          ...adminErrors,
          ...errorResponses({ 409: 'No refund with an IBAN is owed (NOTHING_TO_REFUND)' }),
        },
      },
    },
    async (request, reply) => {
      const file = await exportRefunds({
        ...(await context(request, reply)),
        tripId: request.query.trip_id,
        format: request.query.format,
      });
      return sendExportFile(reply, file);
    },
  );
};

export default adminRefundRoutes;
