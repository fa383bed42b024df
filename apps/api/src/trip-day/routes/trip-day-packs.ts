import { packStatusSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicErrors } from '../../lib/route-schemas.ts';
import { packStatus } from '../services/pack-status.ts';

/**
 * Whether a phone keeps a downloaded pack (docs/product/trip-day.md#wiping). Open to all: a revoked escort's
 * sessions have ended, and the phone must still be told to wipe; the pack's random id is the only key.
 */
const tripDayPackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trip-day/packs/:packId',
    {
      schema: {
        tags: ['trips'],
        summary: 'Whether the phone keeps a trip-day pack, or wipes it (revoked, expired, unknown)',
        params: z.object({ packId: z.string().max(64) }),
        response: { 200: packStatusSchema, ...publicErrors },
      },
    },
    async (request) => packStatus(app.db, request.params.packId, new Date()),
  );
};

export default tripDayPackRoutes;
