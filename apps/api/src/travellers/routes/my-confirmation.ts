import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../files/send-stored-file.ts';
import { guardianGuardErrors } from '../../lib/route-schemas.ts';
import { openConfirmation } from '../services/open-confirmation.ts';
import { confirmationRouteSchema } from './confirmation-route.ts';

/** The family's printable confirmation of one of their registrations (docs/product/my-voyage.md#printable-confirmation). */
const myConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/travellers/:id/confirmation.pdf',
    {
      schema: confirmationRouteSchema({
        tags: ['my'],
        summary:
          'A printable confirmation as a PDF attachment: the trip, the traveller, the personal code and payment reference, the status, the payment plan and what is still to do, in the registration’s language (`lang` to choose)',
        notFound: 'Not one of this guardian’s registrations',
        guardErrors: guardianGuardErrors,
      }),
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      const confirmation = await openConfirmation({
        db: app.db,
        travellerId: request.params.id,
        guardianUserId: user.id,
        locale: request.query.lang,
        now: new Date(),
      });
      return sendStoredFile(reply, confirmation);
    },
  );
};

export default myConfirmationRoutes;
