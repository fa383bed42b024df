import {
  adminTravellerSchema,
  approveBodySchema,
  bulkApproveBodySchema,
  bulkApproveResultSchema,
  consentDeadlineBodySchema,
  deleteBodySchema,
  rejectBodySchema,
  restoreBodySchema,
  statusRefusalSchema,
} from '@voyage/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors, adminSecurity, errorResponses, orPlacesRefusal } from '../../lib/route-schemas.ts';
import { approveRegistration } from '../services/approve-registration.ts';
import { bulkApproveRegistrations } from '../services/bulk-approve-registrations.ts';
import { deleteRegistration } from '../services/delete-registration.ts';
import { extendConsentDeadline } from '../services/extend-consent-deadline.ts';
import { rejectRegistration } from '../services/reject-registration.ts';
import { restoreRegistration } from '../services/restore-registration.ts';

const params = z.object({ id: z.string() });

/** The answers of a status change: the registration as it now is, or why not. */
const statusChangeResponses = {
  200: adminTravellerSchema,
  ...errorResponses({
    400: 'A field missing or not valid (VALIDATION_FAILED, fieldErrors), or a field the call does not take',
    404: 'No such registration',
  }),
  409: orPlacesRefusal(
    statusRefusalSchema,
    'Changed meanwhile (CONFLICT) or not possible from its status (INVALID_TRANSITION), with currentStatus; or no place left for an approval or a restore to approved (DEPARTURE_FULL, TRIP_FULL, with details)',
  ),
  ...adminGuardErrors,
};

/**
 * Staff review (docs/product/review.md): each call names the status the person saw, runs one transaction
 * under the registration's row lock and writes the audit row and the family's e-mail with it.
 */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Who acts, when and from where: what every service below is given besides its own fields. */
  const context = async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = (await app.sessionUser(request, reply))!;
    return { db: app.db, actorUserId: actor.id, now: new Date(), ...requestOrigin(request) };
  };

  app.post(
    '/admin/travellers/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Approves a pending registration: personal code, consent deadline, and the e-mail with the payment instructions',
        security: adminSecurity,
        params,
        body: approveBodySchema,
        response: statusChangeResponses,
      },
    },
    async (request, reply) =>
      approveRegistration({
        ...(await context(request, reply)),
        travellerId: request.params.id,
        expectedStatus: request.body.expectedStatus,
        publicUrl: app.publicUrl,
      }),
  );

  app.post(
    '/admin/travellers/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rejects a pending registration with a reason, e-mailed to the family',
        security: adminSecurity,
        params,
        body: rejectBodySchema,
        response: statusChangeResponses,
      },
    },
    async (request, reply) =>
      rejectRegistration({
        ...(await context(request, reply)),
        travellerId: request.params.id,
        expectedStatus: request.body.expectedStatus,
        reason: request.body.reason,
        publicUrl: app.publicUrl,
      }),
  );

  app.post(
    '/admin/travellers/:id/delete',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a registration (soft, with a reason for staff); it can be restored',
        security: adminSecurity,
        params,
        body: deleteBodySchema,
        response: statusChangeResponses,
      },
    },
    async (request, reply) =>
      deleteRegistration({
        ...(await context(request, reply)),
        travellerId: request.params.id,
        expectedStatus: request.body.expectedStatus,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/admin/travellers/:id/restore',
    {
      schema: {
        tags: ['admin'],
        summary: 'Restores a deleted registration to the status it had',
        security: adminSecurity,
        params,
        body: restoreBodySchema,
        response: statusChangeResponses,
      },
    },
    async (request, reply) =>
      restoreRegistration({
        ...(await context(request, reply)),
        travellerId: request.params.id,
        expectedStatus: request.body.expectedStatus,
      }),
  );

  app.post(
    '/admin/travellers/:id/consent-deadline',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Gives an approved traveller a later consent deadline, with a reason; the reminders follow the new day',
        security: adminSecurity,
        params,
        body: consentDeadlineBodySchema,
        response: statusChangeResponses,
      },
    },
    async (request, reply) =>
      extendConsentDeadline({
        ...(await context(request, reply)),
        travellerId: request.params.id,
        deadline: request.body.deadline,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/admin/travellers/approve',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Approves several pending registrations, each on its own; the answer says which were approved, and why not (with the places refused: details)',
        security: adminSecurity,
        body: bulkApproveBodySchema,
        response: {
          200: bulkApproveResultSchema,
          ...errorResponses({ 400: 'No ids, too many, or one not a UUID (VALIDATION_FAILED)' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) =>
      bulkApproveRegistrations({
        ...(await context(request, reply)),
        travellerIds: request.body.ids,
        publicUrl: app.publicUrl,
      }),
  );
};

export default reviewRoutes;
