import { LOCALES } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../files/send-stored-file.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { openConsentForm } from '../services/open-consent-form.ts';

/** The consent form of one traveller, for staff to print (docs/product/documents.md#consent-form). */
const consentFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/travellers/:id/consent-form',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The trip's consent form as a PDF attachment, filled in for the traveller, in the registration's language (`lang` to choose)",
        security: adminSecurity,
        params: z.object({ id: z.string() }),
        querystring: z.object({ lang: z.enum(LOCALES).optional() }),
        response: {
          200: z.any().describe('The PDF (application/pdf), as an attachment'),
          ...errorResponses({
            400: '`lang` is neither el nor en (VALIDATION_FAILED)',
            404: 'No such registration',
            409: 'The registration is not approved (DOCUMENTS_CLOSED)',
          }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await openConsentForm({ db: app.db, travellerId: request.params.id, locale: request.query.lang }),
      ),
  );
};

export default consentFormRoutes;
