import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../files/send-stored-file.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors } from '../../lib/route-schemas.ts';
import { openConfirmation } from '../services/open-confirmation.ts';
import { confirmationRouteSchema } from './confirmation-route.ts';

/**
 * The same printable confirmation for staff who handle the money (docs/product/my-voyage.md#printable-confirmation),
 * to print for a family that asks; each download is written to the audit log.
 */
const adminConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/travellers/:id/confirmation.pdf',
    {
      schema: confirmationRouteSchema({
        tags: ['admin'],
        summary:
          "The family's printable confirmation of a registration as a PDF attachment, in the registration's language (`lang` to choose); audited",
        notFound: 'No such registration',
        guardErrors: adminGuardErrors,
      }),
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      const confirmation = await openConfirmation({
        db: app.db,
        travellerId: request.params.id,
        locale: request.query.lang,
        now: new Date(),
        staff: { actorUserId: user.id, ...requestOrigin(request) },
      });
      return sendStoredFile(reply, confirmation);
    },
  );
};

export default adminConfirmationRoutes;
