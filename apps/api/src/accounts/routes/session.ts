import { authOptionsSchema, ROLE_CAPABILITIES, sessionUserSchema, staffAccessSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOptionsOf } from '../auth/auth-options.ts';
import { findStaffGrant } from '../queries/staff-roles.ts';

/** Who is signed in (the SPA's start-up, its user menu and its 60-second refresh), and how one can sign in. */
const sessionRoutes: FastifyPluginAsyncZod<{ isMailDeliveryConfigured: boolean }> = async (app, routeOptions) => {
  app.get(
    '/session',
    {
      schema: {
        tags: ['auth'],
        summary:
          "The signed-in user, or null, and a staff member's role, departures and capabilities; counts as activity for the idle time-out",
        response: { 200: z.object({ user: sessionUserSchema.nullable(), staff: staffAccessSchema.optional() }) },
      },
    },
    async (request, reply) => {
      const user = await app.sessionUser(request, reply);
      const grant = user?.role === 'admin' ? await findStaffGrant(app.db, user.id) : null;
      // `staff` only for a staff member: a guardian's and a visitor's answer stay `{ user }`.
      return grant ? { user, staff: { ...grant, capabilities: [...ROLE_CAPABILITIES[grant.role]] } } : { user };
    },
  );

  const options = authOptionsOf(app, routeOptions.isMailDeliveryConfigured);
  app.get(
    '/auth-options',
    {
      schema: {
        tags: ['auth'],
        summary:
          'The sign-in methods offered: the social providers configured, the e-mail link, and whether e-mail is delivered',
        response: { 200: authOptionsSchema },
      },
    },
    async () => options,
  );
};

export default sessionRoutes;
