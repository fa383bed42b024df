import { TRAVEL_AUTHORISATION_LANGUAGES } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../files/send-stored-file.ts';
import { adminGuardErrors } from '../../lib/route-schemas.ts';
import { filledFormRouteSchema } from '../filled-form-route.ts';
import { openTravelAuthorisation } from '../services/open-travel-authorisation.ts';

/** The travel authorisation letter of one traveller, for staff to print (docs/product/documents.md#travel-authorisation-letter). */
const travelAuthorisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/travellers/:id/travel-authorisation',
    {
      schema: filledFormRouteSchema({
        tags: ['admin'],
        summary:
          "The travel authorisation letter as a PDF attachment, filled in for the traveller, in the registration's language (`lang` el, en or fr to choose)",
        languages: TRAVEL_AUTHORISATION_LANGUAGES,
        notFound: 'No such registration',
        guardErrors: adminGuardErrors,
      }),
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await openTravelAuthorisation({ db: app.db, travellerId: request.params.id, language: request.query.lang }),
      ),
  );
};

export default travelAuthorisationRoutes;
