import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../files/send-stored-file.ts';
import { adminGuardErrors } from '../../lib/route-schemas.ts';
import { LOCALES } from '@voyage/domain';
import { filledFormRouteSchema } from '../filled-form-route.ts';
import { openConsentForm } from '../services/open-consent-form.ts';

/** The consent form of one traveller, for staff to print (docs/product/documents.md#consent-form). */
const consentFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/travellers/:id/consent-form',
    {
      schema: filledFormRouteSchema({
        tags: ['admin'],
        summary:
          "The trip's consent form as a PDF attachment, filled in for the traveller, in the registration's language (`lang` to choose)",
        languages: LOCALES,
        notFound: 'No such registration',
        guardErrors: adminGuardErrors,
      }),
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await openConsentForm({ db: app.db, travellerId: request.params.id, locale: request.query.lang }),
      ),
  );
};

export default consentFormRoutes;
