import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  paymentAmountErrorDetailsSchema,
  paymentClaimFieldsSchema,
  PAYMENT_STATUSES,
  travellerSchema,
  tripDate,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_FORM_LIMITS, receiveUpload } from '../../files/read-document-form.ts';
import { sendStoredFile } from '../../files/send-stored-file.ts';
import { UPLOADS_AT_ONCE } from '../../files/upload-slots.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { idempotencyKeyHeaders } from '../../lib/idempotency.ts';
import { errorResponses, guardianGuardErrors } from '../../lib/route-schemas.ts';
import { openReceiptDownload } from '../services/open-receipt-download.ts';
import { reportPayment, requirePayingTraveller } from '../services/report-payment.ts';
import { withdrawPayment } from '../services/withdraw-payment.ts';

const security = [{ session: [] }];
const notTheirs = errorResponses({ 404: 'Not one of this guardian’s registrations or payments' });

/**
 * A family's payments (docs/product/payments.md): report a transfer with its receipt, withdraw a receipt
 * still Processing, open a receipt. The only guardian routes that accept multipart: the parser is
 * registered inside this plugin alone.
 */
const myPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: DOCUMENT_FORM_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/my/travellers/:id/payments',
    {
      schema: {
        tags: ['my'],
        summary:
          'Reports a bank transfer for an approved traveller (multipart: `amountCents`, `transferDate`, then `file`: JPEG, PNG or PDF up to 10 MiB); it waits as Processing',
        security,
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.string() }),
        headers: idempotencyKeyHeaders('Same key, same answer: a retry creates no second payment'),
        response: {
          201: travellerSchema,
          ...errorResponses({
            400: 'A field missing or not valid (VALIDATION_FAILED with fieldErrors amountCents, transferDate, file)',
            409: 'Not approved (PAYMENTS_CLOSED), or the key was used for another request (IDEMPOTENCY_CONFLICT)',
            413: 'Over 10 MiB, over 40 megapixels, or too many parts',
            415: 'Not a JPEG, PNG or plain PDF',
            429: 'Another upload from this account (or this address) is still in progress',
          }),
          ...notTheirs,
          422: apiErrorSchema
            .extend({ details: paymentAmountErrorDetailsSchema.optional() })
            .describe(
              'The amount breaks the exact-amount rule (PAYMENT_AMOUNT, with details.accepted), or the file is damaged (FILE_UNREADABLE)',
            ),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      await requirePayingTraveller(app.db, user.id, request.params.id);
      const now = new Date();
      const answer = await receiveUpload(request, {
        slots: [
          [`guardian:${user.id}`, UPLOADS_AT_ONCE.perDraft],
          [`client:${request.ip}`, UPLOADS_AT_ONCE.perClient],
        ],
        fields: paymentClaimFieldsSchema(tripDate(now)),
        use: ({ fields, file }) =>
          reportPayment({
            db: app.db,
            storage: app.storage,
            guardianUserId: user.id,
            travellerId: request.params.id,
            ...fields,
            file,
            idempotencyKey: request.headers['idempotency-key'],
            now,
            ...requestOrigin(request),
          }),
      });
      return reply.code(answer.statusCode as 201).send(answer.traveller);
    },
  );

  app.post(
    '/my/travellers/:id/payments/:paymentId/withdraw',
    {
      schema: {
        tags: ['my'],
        summary: 'Withdraws a receipt the family sent while it is still Processing; it no longer counts',
        security,
        params: z.object({ id: z.string(), paymentId: z.string() }),
        response: {
          200: travellerSchema,
          ...notTheirs,
          409: apiErrorSchema
            .extend({ currentStatus: z.enum(PAYMENT_STATUSES) })
            .describe('Staff decided on it meanwhile (CONFLICT), with its current status'),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return withdrawPayment({
        db: app.db,
        guardianUserId: user.id,
        travellerId: request.params.id,
        paymentId: request.params.paymentId,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );

  app.get(
    '/my/payments/:id/receipt',
    {
      schema: {
        tags: ['my'],
        summary: "The receipt of one of the family's payments, as an attachment (an <img> shows an image one)",
        security,
        params: z.object({ id: z.string() }),
        response: {
          200: z.any().describe('The file, with the Content-Type it was stored with'),
          ...notTheirs,
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      const download = await openReceiptDownload({
        db: app.db,
        storage: app.storage,
        paymentId: request.params.id,
        guardianUserId: user.id,
      });
      return sendStoredFile(reply, download);
    },
  );
};

export default myPaymentRoutes;
