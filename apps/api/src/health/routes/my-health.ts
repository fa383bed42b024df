import { healthSectionUpdateSchema, myHealthRecordSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { errorResponses, guardianGuardErrors } from '../../lib/route-schemas.ts';
import { readMyHealthRecord, saveMyHealthSection } from '../services/my-health-record.ts';

const security = [{ session: [] }];
const params = z.object({ id: z.uuid() });

/** The child's health and emergency record in My Voyage (docs/product/health.md). */
const myHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/travellers/:id/health',
    {
      schema: {
        tags: ['my'],
        summary: 'The health and emergency record of one of this guardian’s approved travellers',
        security,
        params,
        response: {
          200: myHealthRecordSchema,
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
      return readMyHealthRecord({
        db: app.db,
        key: app.healthDataKey,
        guardianUserId: user.id,
        travellerId: request.params.id,
        now: new Date(),
      });
    },
  );

  app.put(
    '/my/travellers/:id/health',
    {
      schema: {
        tags: ['my'],
        summary:
          'Saves one section of the health record, or the consent to emergency treatment (who and when recorded)',
        security,
        params,
        body: healthSectionUpdateSchema,
        response: {
          200: myHealthRecordSchema,
          ...errorResponses({
            400: 'A field missing or not valid (VALIDATION_FAILED, fieldErrors keyed `allergies.0.what`)',
            404: 'Not one of this guardian’s approved registrations',
            409: 'Frozen before the departure (HEALTH_RECORD_FROZEN)',
          }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return saveMyHealthSection({
        db: app.db,
        key: app.healthDataKey,
        guardianUserId: user.id,
        guardianName: user.name,
        travellerId: request.params.id,
        update: request.body,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );
};

export default myHealthRoutes;
