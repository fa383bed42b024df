import { adminTravellerSchema, staffDetailsBodySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { changeStudentForm } from '../services/change-student-form.ts';

/** Staff correct a registration's details (docs/product/documents.md#student-form). */
const studentFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/admin/travellers/:id/details',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Corrects a registration's details (the registration form's fields and rules, the school's code aside); audited with the names of the fields changed",
        security: adminSecurity,
        params: z.object({ id: z.string() }),
        body: staffDetailsBodySchema,
        response: {
          200: adminTravellerSchema,
          ...errorResponses({
            400: 'A field missing or not valid (VALIDATION_FAILED, fieldErrors keyed `details.firstName`), the trip’s age rule included',
            404: 'No such registration',
            409: 'Deleted, changed since `expectedUpdatedAt` (CONFLICT), or the roommates named make a room of more than three (ROOMMATE_GROUP_FULL)',
          }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      return changeStudentForm({
        db: app.db,
        travellerId: request.params.id,
        ...request.body,
        actorUserId: actor.id,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );
};

export default studentFormRoutes;
