import {
  accountCreationSchema,
  accountLinkLookupSchema,
  accountTokenInfoSchema,
  sessionUserSchema,
  type SessionUser,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import { ACCOUNT_TOKEN_PATTERN, hashAccountToken } from '../account-token.ts';
import { internalHeaders } from '../auth/internal-headers.ts';
import { refusingCommonPasswords } from '../auth/password-policy.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { findAccountToken } from '../queries/account-tokens.ts';
import { linkNotFound, requireUsableToken } from '../account-token-checks.ts';
import { createAccount } from '../services/create-account.ts';

type AccountRouteOptions = { attemptsPerWindow: number };

const ATTEMPT_WINDOW = 15 * 60 * 1000;
const linkErrors = errorResponses({
  404: 'Unknown link',
  410: 'Link used (TOKEN_USED), expired (TOKEN_EXPIRED) or withdrawn (TOKEN_REVOKED)',
});

/**
 * Creating an account from an e-mailed link (`/create/guardian/{token}/{travellerId}` for a guardian,
 * `/admin/create/account/{token}` for an invited admin). Both calls are rate-limited per client address.
 */
const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, options) => {
  const limited = { rateLimit: { max: options.attemptsPerWindow, timeWindow: ATTEMPT_WINDOW } };

  app.post(
    '/accounts/link',
    {
      config: limited,
      schema: {
        tags: ['accounts'],
        summary:
          'What an account link is for: its purpose, e-mail, traveller and whether the e-mail has an account (the token in the body, never in a URL)',
        body: accountLinkLookupSchema,
        response: { 200: accountTokenInfoSchema, ...linkErrors },
      },
    },
    async (request) => {
      if (!ACCOUNT_TOKEN_PATTERN.test(request.body.token)) throw linkNotFound();
      const token = await findAccountToken(app.db, hashAccountToken(request.body.token));
      // An e-mail confirmation link creates no account: to this screen it is as unknown as any other string.
      if (!token || token.purpose === 'email-confirmation') throw linkNotFound();
      requireUsableToken({ token, now: new Date() });
      return {
        purpose: token.purpose,
        email: token.email,
        travellerId: token.travellerId,
        travellerName: token.travellerName,
        guardianName: token.purpose === 'guardian-account' ? token.guardianName : null,
        accountExists: token.accountExists,
        expiresAt: token.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/accounts',
    {
      config: limited,
      schema: {
        tags: ['accounts'],
        summary: 'Creates the account of a link (used once) and signs it in',
        body: refusingCommonPasswords(accountCreationSchema, 'password'),
        response: {
          201: z.object({ user: sessionUserSchema }),
          ...errorResponses({
            400: 'Invalid fields (VALIDATION_FAILED with fieldErrors)',
            409: 'The e-mail has an account (ACCOUNT_EXISTS) or is an admin (ALREADY_ADMIN)',
          }),
          ...linkErrors,
        },
      },
    },
    async (request, reply) => {
      const { email } = await createAccount({
        db: app.db,
        input: request.body,
        ...requestOrigin(request),
        now: new Date(),
      });
      const signedIn = await app.auth.api.signInEmail({
        body: { email, password: request.body.password },
        headers: internalHeaders(request),
        returnHeaders: true,
      });
      for (const cookie of signedIn.headers.getSetCookie()) reply.header('set-cookie', cookie);
      const { id, name, role } = signedIn.response.user as { id: string; name: string; role: SessionUser['role'] };
      // A new account is a guardian's (an invitation makes an admin who then enrols an authenticator).
      return reply
        .code(201)
        .send({ user: { id, name, email, role, twoFactorEnabled: false, weeklyDigest: role === 'guardian' } });
    },
  );
};

export default accountRoutes;
