import { adminTravellerSchema, customPriceSchema } from '@voyage/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { setTravellerPrice } from '../services/set-traveller-price.ts';

const params = z.object({ id: z.string() });
const responses = {
  200: adminTravellerSchema,
  ...errorResponses({
    400: 'The price or the reason missing or not valid (VALIDATION_FAILED, fieldErrors)',
    404: 'No such registration',
    422: 'Less than the family has already paid or sent for this traveller (PRICE_BELOW_PAID)',
  }),
  ...adminGuardErrors,
};

/**
 * A traveller's own price (docs/product/payments.md#a-travellers-own-price): staff set it with a reason, or
 * remove it; every balance, reminder and total follows it. Each change is audited.
 */
const travellerPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = (await app.sessionUser(request, reply))!;
    return { db: app.db, actorUserId: actor.id, now: new Date(), ...requestOrigin(request) };
  };

  app.put(
    '/admin/travellers/:id/price',
    {
      schema: {
        tags: ['admin'],
        summary: "Sets the traveller's own price: `cents` and the `reason` (required), before any family price",
        security: adminSecurity,
        params,
        body: customPriceSchema,
        response: responses,
      },
    },
    async (request, reply) =>
      setTravellerPrice({ ...(await context(request, reply)), travellerId: request.params.id, custom: request.body }),
  );

  app.delete(
    '/admin/travellers/:id/price',
    {
      schema: {
        tags: ['admin'],
        summary: "Removes the traveller's own price: the trip's or the family price applies again",
        security: adminSecurity,
        params,
        response: responses,
      },
    },
    async (request, reply) =>
      setTravellerPrice({ ...(await context(request, reply)), travellerId: request.params.id, custom: null }),
  );
};

export default travellerPriceRoutes;
