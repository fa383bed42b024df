import { TRAVEL_AUTHORISATION_LANGUAGES } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../files/send-stored-file.ts';
import { guardianGuardErrors } from '../../lib/route-schemas.ts';
import { filledFormRouteSchema } from '../filled-form-route.ts';
import { openTravelAuthorisation } from '../services/open-travel-authorisation.ts';

/**
 * The travel authorisation letter for both guardians to sign, filled in for one of the family's travellers
 * (docs/product/documents.md#travel-authorisation-letter).
 */
const myTravelAuthorisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/travellers/:id/travel-authorisation',
    {
      schema: filledFormRouteSchema({
        tags: ['my'],
        summary:
          "The travel authorisation letter as a PDF attachment, the child's passport or ID details, the trip, its dates and escorts filled in, in the registration's language (`lang` el, en or fr to choose)",
        languages: TRAVEL_AUTHORISATION_LANGUAGES,
        notFound: 'Not one of this guardian’s registrations',
        guardErrors: guardianGuardErrors,
      }),
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      const letter = await openTravelAuthorisation({
        db: app.db,
        travellerId: request.params.id,
        language: request.query.lang,
        guardianUserId: user.id,
      });
      return sendStoredFile(reply, letter);
    },
  );
};

export default myTravelAuthorisationRoutes;
