import {
  adminInvitationSchema,
  adminListSchema,
  inviteAdminSchema,
  normalGrant,
  staffGrantSchema,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { listAdmins, listPendingInvitations } from '../queries/admins.ts';
import { inviteAdmin } from '../services/invite-admin.ts';
import { revokeAdminInvitation } from '../services/revoke-admin-invitation.ts';
import { revokeAdmin } from '../services/revoke-admin.ts';
import { resetTwoFactor } from '../services/reset-two-factor.ts';
import { changeStaffRole } from '../services/change-staff-role.ts';

const done = { 204: z.null().describe('Done') } as const;

/**
 * The administrators screen (`/admins`): the list, invitations by e-mail, revoking an admin, and resetting
 * another admin's lost authenticator. Behind the staff subtree's guard (admin-routes.ts).
 */
const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/administrators',
    {
      schema: {
        tags: ['admins'],
        summary: 'The administrators, and the invitations not yet accepted, revoked or expired',
        security: adminSecurity,
        response: { 200: adminListSchema, ...adminGuardErrors },
      },
    },
    async () => {
      const [admins, invitations] = [await listAdmins(app.db), await listPendingInvitations(app.db, new Date())];
      return { admins, invitations };
    },
  );

  app.post(
    '/admin/administrators/invitations',
    {
      schema: {
        tags: ['admins'],
        summary: 'Invites an administrator: a single-use link valid 7 days, e-mailed in the language chosen',
        security: adminSecurity,
        body: inviteAdminSchema,
        response: {
          201: adminInvitationSchema,
          ...errorResponses({ 400: 'Invalid e-mail or language', 409: 'Already an administrator (ALREADY_ADMIN)' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const invitation = await inviteAdmin({
        db: app.db,
        input: { ...request.body, ...normalGrant(request.body) },
        ...requestOrigin(request),
        now: new Date(),
        publicUrl: app.publicUrl,
        invitedBy: { id: actor.id, name: actor.name || actor.email },
      });
      return reply.code(201).send(invitation);
    },
  );

  app.delete(
    '/admin/administrators/invitations/:id',
    {
      schema: {
        tags: ['admins'],
        summary: 'Withdraws an invitation: its link stops working',
        security: adminSecurity,
        params: z.object({ id: z.string() }),
        response: {
          ...done,
          ...errorResponses({ 404: 'No such invitation', 409: 'Already accepted (TOKEN_USED)' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      await revokeAdminInvitation({
        db: app.db,
        invitationId: request.params.id,
        ...requestOrigin(request),
        now: new Date(),
        actorUserId: actor.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/admin/administrators/:userId',
    {
      schema: {
        tags: ['admins'],
        summary: "Revokes an administrator's rights and ends their sessions (not yourself, not the last one)",
        security: adminSecurity,
        params: z.object({ userId: z.string() }),
        response: {
          ...done,
          ...errorResponses({
            404: 'No such administrator',
            409: 'Yourself (CANNOT_REVOKE_SELF) or the last administrator (LAST_ADMIN)',
          }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      await revokeAdmin({
        db: app.db,
        targetUserId: request.params.userId,
        ...requestOrigin(request),
        actorUserId: actor.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/admin/administrators/:userId/role',
    {
      schema: {
        tags: ['admins'],
        summary: "Changes a staff member's role (and an escort's departures), from their next request; audited",
        security: adminSecurity,
        params: z.object({ userId: z.string() }),
        body: staffGrantSchema,
        response: {
          ...done,
          ...errorResponses({
            400: 'Invalid role, or a departure that does not exist (UNKNOWN_DEPARTURE)',
            404: 'No such staff member',
            409: 'The last administrator (LAST_ADMIN)',
          }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      await changeStaffRole({
        db: app.db,
        targetUserId: request.params.userId,
        grant: normalGrant(request.body),
        ...requestOrigin(request),
        actorUserId: actor.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/administrators/:userId/two-factor/reset',
    {
      schema: {
        tags: ['admins'],
        summary: "Resets another administrator's authenticator: their sessions end and they enrol again",
        security: adminSecurity,
        params: z.object({ userId: z.string() }),
        response: {
          ...done,
          ...errorResponses({ 404: 'No such administrator', 409: 'Yourself (CANNOT_RESET_OWN_TWO_FACTOR)' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      await resetTwoFactor({
        db: app.db,
        targetUserId: request.params.userId,
        ...requestOrigin(request),
        actorUserId: actor.id,
      });
      return reply.code(204).send(null);
    },
  );
};

export default adminsRoutes;
