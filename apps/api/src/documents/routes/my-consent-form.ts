import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../files/send-stored-file.ts';
import { guardianGuardErrors } from '../../lib/route-schemas.ts';
import { LOCALES } from '@voyage/domain';
import { filledFormRouteSchema } from '../filled-form-route.ts';
import { openConsentForm } from '../services/open-consent-form.ts';

/** The consent form to print and sign, filled in for one of the family's travellers (docs/product/documents.md#consent-form). */
const myConsentFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/travellers/:id/consent-form',
    {
      schema: filledFormRouteSchema({
        tags: ['my'],
        summary:
          "The trip's consent form as a PDF attachment, the traveller's and guardian's names filled in, in the registration's language (`lang` to choose)",
        languages: LOCALES,
        notFound: 'Not one of this guardian’s registrations',
        guardErrors: guardianGuardErrors,
      }),
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
