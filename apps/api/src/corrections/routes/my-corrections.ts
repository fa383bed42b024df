import { correctionResultSchema, familyCorrectionBodySchema, myCorrectionsSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { errorResponses, guardianGuardErrors, guardianSecurity } from '../../lib/route-schemas.ts';
import { correctMyDetails } from '../services/correct-my-details.ts';
import { readMyCorrections, withdrawMyChangeRequest } from '../services/my-corrections.ts';

const params = z.object({ id: z.uuid() });

/** Corrections by the family in My Voyage (docs/product/corrections.md): before the freeze, and requests after it. */
const myCorrectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/travellers/:id/corrections',
    {
      schema: {
        tags: ['my'],
        summary:
          "Whether this guardian's registration is frozen for corrections, from which day, and its change requests",
        security: guardianSecurity,
        params,
        response: {
          200: myCorrectionsSchema,
          ...errorResponses({ 400: 'Not an id (VALIDATION_FAILED)', 404: 'Not one of this guardian’s registrations' }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return readMyCorrections({
        db: app.db,
        guardianUserId: user.id,
        travellerId: request.params.id,
        now: new Date(),
      });
    },
  );

  app.patch(
    '/my/travellers/:id/details',
    {
      schema: {
        tags: ['my'],
        summary:
          "Corrects the guardian's name, phone, address or roommates: at once before the trip's freeze day, as a request for staff from it (`outcome` says which); audited with the fields' names",
        security: guardianSecurity,
        params,
        body: familyCorrectionBodySchema,
        response: {
          200: correctionResultSchema,
          ...errorResponses({
            400: 'A field missing or not valid, or one a family does not correct (VALIDATION_FAILED, fieldErrors keyed `details.phone`)',
            404: 'Not one of this guardian’s registrations',
            409: 'Not pending or approved (CORRECTIONS_CLOSED), or a request already waiting (CHANGE_REQUEST_WAITING)',
          }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return correctMyDetails({
        db: app.db,
        guardianUserId: user.id,
        guardianName: user.name,
        travellerId: request.params.id,
        details: request.body.details,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );

  app.post(
    '/my/travellers/:id/change-requests/:requestId/withdraw',
    {
      schema: {
        tags: ['my'],
        summary: 'Withdraws a change request still waiting for staff; answers the corrections as they now are',
        security: guardianSecurity,
        params: z.object({ id: z.uuid(), requestId: z.uuid() }),
        response: {
          200: myCorrectionsSchema,
          ...errorResponses({
            400: 'Not an id (VALIDATION_FAILED)',
            404: 'Not one of this guardian’s registrations, or not its request',
            409: 'Staff decided it already (CONFLICT)',
          }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return withdrawMyChangeRequest({
        db: app.db,
        guardianUserId: user.id,
        travellerId: request.params.id,
        changeRequestId: request.params.requestId,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );
};

export default myCorrectionsRoutes;
