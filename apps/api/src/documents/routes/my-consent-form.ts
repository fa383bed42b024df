import { LOCALES } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../files/send-stored-file.ts';
import { errorResponses, guardianGuardErrors } from '../../lib/route-schemas.ts';
import { openConsentForm } from '../services/open-consent-form.ts';

const security = [{ session: [] }];

/** The consent form to print and sign, filled in for one of the family's travellers (docs/product/documents.md#consent-form). */
const myConsentFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/travellers/:id/consent-form',
    {
      schema: {
        tags: ['my'],
        summary:
          "The trip's consent form as a PDF attachment, the traveller's and guardian's names filled in, in the registration's language (`lang` to choose)",
        security,
        params: z.object({ id: z.string() }),
        querystring: z.object({ lang: z.enum(LOCALES).optional() }),
        response: {
          200: z.any().describe('The PDF (application/pdf), as an attachment'),
          ...errorResponses({
            400: '`lang` is neither el nor en (VALIDATION_FAILED)',
            404: 'Not one of this guardian’s registrations',
            409: 'The registration is not approved (DOCUMENTS_CLOSED)',
          }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      const form = await openConsentForm({
        db: app.db,
        travellerId: request.params.id,
        locale: request.query.lang,
        guardianUserId: user.id,
      });
      return sendStoredFile(reply, form);
    },
  );
};

export default myConsentFormRoutes;
