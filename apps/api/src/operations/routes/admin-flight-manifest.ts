import { manifestQuerySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendExportFile } from '../../exports/send-export-file.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { exportFlightManifest } from '../services/export-flight-manifest.ts';

/** A departure's id from the path; anything but a whole number is no departure. */
function departureId(id: string): number {
  const value = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  if (value < 1) throw notFound('Departure');
  return value;
}

/** A departure's flight manifest for the airline (docs/product/exports.md#flight-manifest). */
const flightManifestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/departures/:id/manifest',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A departure's flight manifest as CSV, XLSX or PDF (`lang` en, the default, or el): passengers as on the passport, papers to check, escorts",
        security: adminSecurity,
        params: z.object({ id: z.string() }),
        querystring: manifestQuerySchema,
        response: {
          // Bytes, not JSON: a buffer is sent as it is, never through the serializer.
          200: z.any().describe('The manifest, as an attachment (text/csv, XLSX or application/pdf)'),
          ...errorResponses({ 400: 'A query parameter missing or not valid', 404: 'No such departure' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const file = await exportFlightManifest({
        db: app.db,
        actorUserId: actor.id,
        ...requestOrigin(request),
        departureId: departureId(request.params.id),
        format: request.query.format,
        locale: request.query.lang,
        now: new Date(),
      });
      return sendExportFile(reply, file);
    },
  );
};

export default flightManifestRoutes;
