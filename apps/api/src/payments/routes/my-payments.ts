import {
  apiErrorSchema,
  paymentAmountErrorDetailsSchema,
  paymentClaimFieldsSchema,
  PAYMENT_STATUSES,
  tripDate,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  familyCall,
  familyUploadSchema,
  familyUploadSlots,
  registerUploadParser,
} from '../../files/file-route-schemas.ts';
import { receiveUpload } from '../../files/read-document-form.ts';
import { registerFamilyItemRoutes } from '../../files/family-item-routes.ts';
import { openReceiptDownload } from '../services/open-receipt-download.ts';
import { reportPayment, requirePayingTraveller } from '../services/report-payment.ts';
import { withdrawPayment } from '../services/withdraw-payment.ts';

const NOT_THEIRS = 'Not one of this guardian’s registrations or payments';

/**
 * A family's payments (docs/product/payments.md): report a transfer with its receipt, withdraw a receipt
 * still Processing, open a receipt. The only guardian routes that accept multipart: the parser is
 * registered inside this plugin alone.
 */
const myPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploadParser(app);

  app.post(
    '/my/travellers/:id/payments',
    {
      schema: familyUploadSchema({
        summary:
          'Reports a bank transfer for an approved traveller (multipart: `amountCents`, `transferDate`, then `file`: JPEG, PNG or PDF up to 10 MiB); it waits as Processing',
        retry: 'Same key, same answer: a retry creates no second payment',
        refusals: {
          400: 'A field missing or not valid (VALIDATION_FAILED with fieldErrors amountCents, transferDate, file)',
          409: 'Not approved (PAYMENTS_CLOSED), or the key was used for another request (IDEMPOTENCY_CONFLICT)',
          415: 'Not a JPEG, PNG or plain PDF',
        },
        notTheirs: NOT_THEIRS,
        responses: {
          422: apiErrorSchema
            .extend({ details: paymentAmountErrorDetailsSchema.optional() })
            .describe(
              'The amount breaks the exact-amount rule (PAYMENT_AMOUNT, with details.accepted), or the file is damaged (FILE_UNREADABLE)',
            ),
        },
      }),
    },
    async (request, reply) => {
      const call = await familyCall(app, request, reply);
      await requirePayingTraveller(app.db, call.guardianUserId, request.params.id);
      const answer = await receiveUpload(request, {
        slots: familyUploadSlots(request, call.guardianUserId),
        fields: paymentClaimFieldsSchema(tripDate(call.now)),
        use: ({ fields, file }) =>
          reportPayment({
            ...call,
            travellerId: request.params.id,
            ...fields,
            file,
            idempotencyKey: request.headers['idempotency-key'],
          }),
      });
      return reply.code(answer.statusCode as 201).send(answer.traveller);
    },
  );

  registerFamilyItemRoutes(app, {
    collection: 'payments',
    item: 'paymentId',
    statuses: PAYMENT_STATUSES,
    notTheirs: NOT_THEIRS,
    withdraw: {
      summary: 'Withdraws a receipt the family sent while it is still Processing; it no longer counts',
      conflict: 'Staff decided on it meanwhile (CONFLICT), with its current status',
      run: ({ itemId, ...call }) => withdrawPayment({ ...call, paymentId: itemId }),
    },
    file: {
      url: '/my/payments/:id/receipt',
      summary: "The receipt of one of the family's payments, as an attachment (an <img> shows an image one)",
      open: ({ itemId, ...call }) => openReceiptDownload({ ...call, paymentId: itemId }),
    },
  });
};

export default myPaymentRoutes;
