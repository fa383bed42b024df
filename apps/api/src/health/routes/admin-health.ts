import { adminHealthRecordSchema, healthFlagsSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { readHealthFlags, readStaffHealthRecord } from '../services/staff-health-record.ts';

const params = z.object({ id: z.uuid() });

/**
 * Staff read a traveller's health record (docs/product/health.md#staff): the escorts' flags, and the full record
 * as an audited read. Its own plugin, so the subtree's guard can later be a health capability.
 */
const adminHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/travellers/:id/health/flags',
    {
      schema: {
        tags: ['admin'],
        summary: 'What escorts act on (adrenaline, diet, medicine times, swimming) and how complete the record is',
        security: adminSecurity,
        params,
        response: {
          200: healthFlagsSchema,
          ...errorResponses({ 400: 'Not an id (VALIDATION_FAILED)', 404: 'No such registration' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request) => readHealthFlags({ db: app.db, key: app.healthDataKey, travellerId: request.params.id }),
  );

  app.get(
    '/admin/travellers/:id/health',
    {
      schema: {
        tags: ['admin'],
        summary: 'The full health and emergency record; every read writes an audit row',
        security: adminSecurity,
        params,
        response: {
          200: adminHealthRecordSchema,
          ...errorResponses({ 400: 'Not an id (VALIDATION_FAILED)', 404: 'No such registration' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      return readStaffHealthRecord({
        db: app.db,
        key: app.healthDataKey,
        travellerId: request.params.id,
        actorUserId: actor.id,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );
};

export default adminHealthRoutes;
