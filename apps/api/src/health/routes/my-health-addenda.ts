import { healthAddendumFormSchema, healthAddendumSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { errorResponses, guardianGuardErrors, guardianSecurity } from '../../lib/route-schemas.ts';
import { listMyAddenda, sendMyAddendum } from '../services/my-health-addenda.ts';

const params = z.object({ id: z.uuid() });

/** Changes the family sends to the health lead after the freeze (docs/product/health.md#changes-after-the-freeze). */
const myHealthAddendaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/travellers/:id/health/addenda',
    {
      schema: {
        tags: ['my'],
        summary: 'The changes sent to the health lead for one of this guardian’s approved travellers, newest first',
        security: guardianSecurity,
        params,
        response: {
          200: z.array(healthAddendumSchema),
          ...errorResponses({
            400: 'Not an id (VALIDATION_FAILED)',
            404: 'Not one of this guardian’s approved registrations',
          }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return listMyAddenda({
        db: app.db,
        key: app.healthDataKey,
        guardianUserId: user.id,
        travellerId: request.params.id,
        now: new Date(),
      });
    },
  );

  app.post(
    '/my/travellers/:id/health/addenda',
    {
      schema: {
        tags: ['my'],
        summary: 'Sends a change to the health lead once the record is frozen; the record itself stays as it was',
        security: guardianSecurity,
        params,
        body: healthAddendumFormSchema,
        response: {
          201: healthAddendumSchema,
          ...errorResponses({
            400: 'No text, or too long (VALIDATION_FAILED, fieldErrors keyed `text`)',
            404: 'Not one of this guardian’s approved registrations',
            409: 'Not frozen yet: the family changes the record itself (HEALTH_RECORD_NOT_FROZEN)',
          }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      const addendum = await sendMyAddendum({
        db: app.db,
        key: app.healthDataKey,
        guardianUserId: user.id,
        guardianName: user.name,
        travellerId: request.params.id,
        form: request.body,
        now: new Date(),
        ...requestOrigin(request),
      });
      return reply.code(201).send(addendum);
    },
  );
};

export default myHealthAddendaRoutes;
