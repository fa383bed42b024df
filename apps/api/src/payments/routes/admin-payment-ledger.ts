import { LEDGER_FORMATS, tripQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendExportFile } from '../../exports/send-export-file.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { adminErrors, adminSecurity } from '../../lib/route-schemas.ts';
import { exportPaymentLedger } from '../services/export-payment-ledger.ts';

const ledgerQuerySchema = tripQuerySchema.extend({ format: z.enum(LEDGER_FORMATS) });

/** The trip's payments as a file for the accountant (docs/product/payments.md#ledger). */
const paymentLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/payments/ledger',
    {
      schema: {
        tags: ['admin'],
        summary: "The trip's payments ledger (every payment of its non-deleted travellers) as CSV, XLSX or PDF",
        security: adminSecurity,
        querystring: ledgerQuerySchema,
        response: {
          // Bytes, not JSON: a buffer is sent as it is, never through the serializer.
          200: z.any().describe('The ledger file, as an attachment (text/csv, XLSX or PDF)'),
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const ledger = await exportPaymentLedger({
        db: app.db,
        actorUserId: actor.id,
        ...requestOrigin(request),
        tripId: request.query.trip_id,
        format: request.query.format,
        now: new Date(),
      });
      return sendExportFile(reply, ledger);
    },
  );
};

export default paymentLedgerRoutes;
