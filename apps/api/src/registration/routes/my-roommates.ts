import { myRoommatesSchema, roommateConfirmBodySchema, roommateWithdrawBodySchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { errorResponses, guardianGuardErrors } from '../../lib/route-schemas.ts';
import { confirmMyRoommate, readMyRoommates, withdrawMyRoommate } from '../services/my-roommates.ts';

const security = [{ session: [] }];
const params = z.object({ id: z.uuid() });

/** A family's roommate requests in My Voyage: see them, withdraw a name, confirm a schoolmate who asks. */
const myRoommateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/travellers/:id/roommates',
    {
      schema: {
        tags: ['my'],
        summary: 'The names this family typed (together once named back) and the schoolmates asking for its child',
        security,
        params,
        response: {
          200: myRoommatesSchema,
          ...errorResponses({ 400: 'Not an id (VALIDATION_FAILED)', 404: 'Not one of this guardian’s registrations' }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return readMyRoommates({ db: app.db, guardianUserId: user.id, travellerId: request.params.id });
    },
  );

  app.post(
    '/my/travellers/:id/roommates/withdraw',
    {
      schema: {
        tags: ['my'],
        summary: 'Withdraws one of the roommate names this family typed; the rooms are regrouped',
        security,
        params,
        body: roommateWithdrawBodySchema,
        response: {
          200: myRoommatesSchema,
          ...errorResponses({
            400: 'The body is not `{ name }` (VALIDATION_FAILED)',
            404: 'Not one of this guardian’s registrations, or not a name it typed',
            409: 'The registration is no longer pending or approved (CONFLICT)',
          }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return withdrawMyRoommate({
        db: app.db,
        guardianUserId: user.id,
        travellerId: request.params.id,
        name: request.body.name,
        ...requestOrigin(request),
      });
    },
  );

  app.post(
    '/my/travellers/:id/roommates/confirm',
    {
      schema: {
        tags: ['my'],
        summary: 'Names back a schoolmate who asks for this child, so the two share a room group',
        security,
        params,
        body: roommateConfirmBodySchema,
        response: {
          200: myRoommatesSchema,
          ...errorResponses({
            400: 'The body is not `{ travellerId }` (VALIDATION_FAILED)',
            404: 'Not one of this guardian’s registrations, or that schoolmate is not asking',
            409: 'Two roommates named already (ROOMMATES_MAX), or not pending or approved (CONFLICT)',
          }),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return confirmMyRoommate({
        db: app.db,
        guardianUserId: user.id,
        travellerId: request.params.id,
        requesterId: request.body.travellerId,
        ...requestOrigin(request),
      });
    },
  );
};

export default myRoommateRoutes;
