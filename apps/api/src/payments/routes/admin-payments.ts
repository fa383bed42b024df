import {
  apiErrorSchema,
  PAYMENT_STATUSES,
  isUuid,
  paymentAmountErrorDetailsSchema,
  paymentConfirmBodySchema,
  paymentCorrectBodySchema,
  paymentQueuePageSchema,
  paymentQueueQuerySchema,
  paymentRecordBodySchema,
  paymentRejectBodySchema,
  staffPaymentSchema,
  tripDate,
} from '@voyage/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffFileSchema } from '../../files/file-route-schemas.ts';
import { sendStoredFile } from '../../files/send-stored-file.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { validationFailed } from '../../lib/field-errors.ts';
import { notFound } from '../../lib/http-error.ts';
import { adminErrors, adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { listPaymentQueuePage } from '../queries/payment-queue.ts';
import { listStaffTravellerPayments } from '../queries/payments.ts';
import { findAdminTraveller } from '../../travellers/queries/travellers.ts';
import { requireTrip } from '../../trips/queries/trips.ts';
import { confirmPayment } from '../services/confirm-payment.ts';
import { correctPayment } from '../services/correct-payment.ts';
import { openReceiptDownload } from '../services/open-receipt-download.ts';
import { recordPayment } from '../services/record-payment.ts';
import { rejectPayment } from '../services/reject-payment.ts';

const params = z.object({ id: z.string() });
const invalid = errorResponses({
  400: 'A field missing or not valid (VALIDATION_FAILED, fieldErrors), or a field the call does not take',
});
const conflict = apiErrorSchema
  .extend({ currentStatus: z.enum(PAYMENT_STATUSES) })
  .describe('Another member of staff decided on it meanwhile, or it is not in a state this applies to (CONFLICT)');
/** What staff are answered when they decide on or correct one payment. */
const decisionResponses = {
  200: staffPaymentSchema,
  ...invalid,
  ...errorResponses({ 404: 'No such payment' }),
  409: conflict,
  ...adminGuardErrors,
};
const amountRefused = apiErrorSchema
  .extend({ details: paymentAmountErrorDetailsSchema })
  .describe('More than the outstanding balance, or nothing left to pay (PAYMENT_AMOUNT, with details)');

/**
 * Staff's side of payments (docs/product/payments.md): the queue of receipts waiting, the decision on
 * each, money recorded without a receipt and corrections. Each change runs one transaction under the
 * traveller's row lock and writes its audit row (and the family's e-mail) with it.
 */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = (await app.sessionUser(request, reply))!;
    return { db: app.db, actorUserId: actor.id, now: new Date(), ...requestOrigin(request) };
  };
  /** Dates are checked against today in Cyprus, so the body is parsed here rather than by the route schema. */
  const parseBody = <T>(schema: z.ZodType<T>, body: unknown): T => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw validationFailed(parsed.error.issues);
    return parsed.data;
  };
  const anyBody = z.unknown().describe('See the summary for the fields');

  app.get(
    '/admin/payments',
    {
      schema: {
        tags: ['admin'],
        summary:
          "One page of the trip's payments, filtered by `status`, `method` and `school_id` and searched, with the total that match: the receipts waiting (status=pending) oldest first unless `sort`, any other list newest first",
        security: adminSecurity,
        querystring: paymentQueueQuerySchema,
        response: { 200: paymentQueuePageSchema, ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return listPaymentQueuePage(app.db, trip, request.query);
    },
  );

  app.get(
    '/admin/payments/:id/receipt',
    {
      schema: staffFileSchema(
        "A payment's receipt, as an attachment (an <img> shows an image one); each download is audited",
        'No such payment, no receipt, or its file is missing from storage',
      ),
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const download = await openReceiptDownload({
        db: app.db,
        storage: app.storage,
        paymentId: request.params.id,
        ...requestOrigin(request),
        actorUserId: actor.id,
      });
      return sendStoredFile(reply, download);
    },
  );

  app.post(
    '/admin/payments/:id/confirm',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Confirms a Processing payment as received on `receivedOn` (YYYY-MM-DD, not in the future); e-mails the family',
        security: adminSecurity,
        params,
        body: anyBody,
        response: decisionResponses,
      },
    },
    async (request, reply) => {
      const base = await context(request, reply);
      const body = parseBody(paymentConfirmBodySchema(tripDate(base.now)), request.body);
      return confirmPayment({ ...base, paymentId: request.params.id, ...body, publicUrl: app.publicUrl });
    },
  );

  app.post(
    '/admin/payments/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rejects a Processing payment with a `reason`, e-mailed to the family, who may report it again',
        security: adminSecurity,
        params,
        body: paymentRejectBodySchema,
        response: decisionResponses,
      },
    },
    async (request, reply) =>
      rejectPayment({
        ...(await context(request, reply)),
        paymentId: request.params.id,
        reason: request.body.reason,
        publicUrl: app.publicUrl,
      }),
  );

  app.patch(
    '/admin/payments/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Corrects a received payment: `amountCents`, `receivedOn` and the `reason` (required), kept in the audit log with the before and after',
        security: adminSecurity,
        params,
        body: anyBody,
        response: { ...decisionResponses, 422: amountRefused },
      },
    },
    async (request, reply) => {
      const base = await context(request, reply);
      const body = parseBody(paymentCorrectBodySchema(tripDate(base.now)), request.body);
      return correctPayment({ ...base, paymentId: request.params.id, ...body });
    },
  );

  app.get(
    '/admin/travellers/:id/payments',
    {
      schema: {
        tags: ['admin'],
        summary: "A traveller's payments, every status, oldest first",
        security: adminSecurity,
        params,
        response: {
          200: staffPaymentSchema.array(),
          ...errorResponses({ 404: 'No such registration' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request) => {
      const traveller = isUuid(request.params.id) ? await findAdminTraveller(app.db, request.params.id) : undefined;
      if (!traveller || traveller.status === 'deleted') throw notFound('Registration');
      return listStaffTravellerPayments(app.db, traveller.id);
    },
  );

  app.post(
    '/admin/travellers/:id/payments',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Records money received without a receipt: `amountCents`, `receivedOn`, `method` (transfer | cash), `note`; at most what is left to pay',
        security: adminSecurity,
        params,
        body: anyBody,
        response: {
          201: staffPaymentSchema,
          ...invalid,
          ...errorResponses({
            404: 'No such registration',
            409: 'The registration is not approved (PAYMENTS_CLOSED)',
          }),
          422: amountRefused,
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const base = await context(request, reply);
      const body = parseBody(paymentRecordBodySchema(tripDate(base.now)), request.body);
      const payment = await recordPayment({
        ...base,
        travellerId: request.params.id,
        ...body,
        publicUrl: app.publicUrl,
      });
      return reply.code(201).send(payment);
    },
  );
};

export default paymentRoutes;
