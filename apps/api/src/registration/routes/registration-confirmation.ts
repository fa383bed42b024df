import {
  confirmationCompleteSchema,
  confirmationCompletedSchema,
  confirmationOpenedSchema,
  confirmationTokenSchema,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { completeRegistrationConfirmation } from '../services/complete-registration-confirmation.ts';
import { openRegistrationConfirmation } from '../services/open-registration-confirmation.ts';
import { renewRegistrationConfirmation } from '../services/renew-registration-confirmation.ts';

type ConfirmationRouteOptions = { attemptsPerWindow: number };

const ATTEMPT_WINDOW = 15 * 60 * 1000;
const tags = ['registration'];
const linkErrors = errorResponses({
  404: 'Unknown link',
  410: 'Link used (TOKEN_USED), expired (TOKEN_EXPIRED) or replaced by a newer one (TOKEN_REVOKED)',
  429: 'Too many attempts from this address (RATE_LIMITED, Retry-After)',
});

/**
 * The e-mailed link `/confirm_email/{token}/{trip_id?}`: its token travels in the body, never in a URL
 * the server logs. Rate-limited per client address like the account links.
 */
const registrationConfirmationRoutes: FastifyPluginAsyncZod<ConfirmationRouteOptions> = async (app, options) => {
  const config = { rateLimit: { max: options.attemptsPerWindow, timeWindow: ATTEMPT_WINDOW } };

  app.post(
    '/registration/confirmation',
    {
      config,
      schema: {
        tags,
        summary: "Opens the link: confirms the guardian's e-mail and returns the registration's form to check",
        body: confirmationTokenSchema,
        response: { 200: confirmationOpenedSchema, ...errorResponses({ 400: 'No token' }), ...linkErrors },
      },
    },
    async (request) =>
      openRegistrationConfirmation({
        db: app.db,
        token: request.body.token,
        ...requestOrigin(request),
        now: new Date(),
      }),
  );

  app.post(
    '/registration/confirmation/complete',
    {
      config,
      schema: {
        tags,
        summary: "Confirms the checked form (the link is then used up) and says the guardian's next step",
        body: confirmationCompleteSchema,
        response: {
          200: confirmationCompletedSchema,
          ...errorResponses({
            400: 'Invalid fields (VALIDATION_FAILED with fieldErrors, keyed by the path in the body: details.roommates.1)',
            409: 'CONFLICT when already reviewed',
          }),
          ...linkErrors,
        },
      },
    },
    async (request) =>
      completeRegistrationConfirmation({
        db: app.db,
        ...request.body,
        ...requestOrigin(request),
        publicUrl: app.publicUrl,
        now: new Date(),
      }),
  );

  app.post(
    '/registration/confirmation/renew',
    {
      config,
      schema: {
        tags,
        summary: 'Mails a fresh link in place of an expired, unused one',
        body: confirmationTokenSchema,
        response: {
          202: z.object({ sentTo: z.string() }),
          ...errorResponses({ 400: 'No token', 409: 'The link still works (CONFLICT)' }),
          ...linkErrors,
        },
      },
    },
    async (request, reply) => {
      const sent = await renewRegistrationConfirmation({
        db: app.db,
        token: request.body.token,
        ...requestOrigin(request),
        publicUrl: app.publicUrl,
        now: new Date(),
      });
      return reply.code(202).send(sent);
    },
  );
};

export default registrationConfirmationRoutes;
