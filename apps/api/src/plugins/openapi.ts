import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isHttps } from '../config/config.ts';
import { cookieNamesFor } from '../lib/cookie-names.ts';
import { errorResponses } from '../lib/route-schemas.ts';
import { CSRF_HEADER } from './csrf.ts';

const UNSAFE_METHODS = ['post', 'put', 'patch', 'delete'] as const;
type SecurityRequirement = Record<string, string[]>;
const csrfRefused = errorResponses({ 403: 'The CSRF check failed (CSRF_FAILED)' });
const rateLimited = errorResponses({ 429: 'Too many attempts from this address (RATE_LIMITED, Retry-After)' });

const twoFactorCodeErrors = errorResponses({
  400: 'Invalid fields (VALIDATION_FAILED with fieldErrors), or no authenticator set up',
  401: 'A wrong, used or out-of-step code (INVALID_TWO_FACTOR_CODE), or no sign-in waiting for one (TWO_FACTOR_CHALLENGE_EXPIRED)',
});
const signedInUser = z.object({ user: z.looseObject({ id: z.string(), email: z.string() }) });
/**
 * The better-auth calls the web app makes to sign in (`apps/web/src/features/auth/api/`), documented with
 * the bodies their routes declare; the rest of better-auth's mount stays out of the document.
 */
const SIGN_IN_CALLS: Record<string, Pick<FastifySchema, 'summary' | 'response'>> = {
  '/api/auth/sign-in/email': {
    summary: 'Signs in with e-mail and password; sets the session cookie (the token is never in the body)',
    response: {
      200: z.union([
        z.object({ redirect: z.boolean(), user: z.looseObject({ id: z.string(), email: z.string() }) }),
        z
          .object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()) })
          .describe('An account with an authenticator: no session yet, a code must follow (two-factor/verify-*)'),
      ]),
      ...errorResponses({
        400: 'Invalid fields (VALIDATION_FAILED with fieldErrors)',
        401: 'Wrong e-mail or password (INVALID_CREDENTIALS)',
      }),
      ...csrfRefused,
      ...rateLimited,
    },
  },
  '/api/auth/sign-in/magic-link': {
    summary: 'Mails a sign-in link; the same answer whether or not the address has an account',
    response: {
      200: z.object({ status: z.boolean() }),
      ...errorResponses({ 400: 'Invalid fields (VALIDATION_FAILED with fieldErrors)' }),
      ...csrfRefused,
      ...rateLimited,
    },
  },
  '/api/auth/sign-in/social': {
    summary: "Starts a social sign-in: the provider's authorisation address, for the browser to open",
    response: {
      200: z.object({ url: z.string(), redirect: z.boolean() }),
      ...errorResponses({
        400: 'Invalid fields (VALIDATION_FAILED with fieldErrors)',
        404: 'The provider is not configured on this server',
      }),
      ...csrfRefused,
      ...rateLimited,
    },
  },
  '/api/auth/request-password-reset': {
    summary: 'Mails a password-reset link; the same answer whether or not the address has an account',
    response: {
      200: z.object({ status: z.boolean(), message: z.string().optional() }),
      ...errorResponses({ 400: 'Invalid fields (VALIDATION_FAILED with fieldErrors)' }),
      ...csrfRefused,
      ...rateLimited,
    },
  },
  '/api/auth/reset-password': {
    summary: "Sets a new password with a reset link's token; ends the account's other sessions",
    response: {
      200: z.object({ status: z.boolean() }),
      ...errorResponses({
        400: 'Invalid fields (VALIDATION_FAILED with fieldErrors), or a used or expired link (TOKEN_EXPIRED)',
      }),
      ...csrfRefused,
      ...rateLimited,
    },
  },
  '/api/auth/two-factor/enable': {
    summary: 'Starts setting up an authenticator (the password again): its otpauth:// URI and ten recovery codes',
    response: {
      200: z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }),
      ...errorResponses({
        400: 'A wrong password (VALIDATION_FAILED on currentPassword), or an authenticator already set up',
        401: 'Not signed in',
      }),
      ...csrfRefused,
      ...rateLimited,
    },
  },
  '/api/auth/two-factor/verify-totp': {
    summary:
      "An authenticator's code, once and in its own 30-second step: ends the set-up, or the sign-in after the password",
    response: { 200: signedInUser, ...twoFactorCodeErrors, ...csrfRefused, ...rateLimited },
  },
  '/api/auth/two-factor/verify-backup-code': {
    summary: 'A recovery code instead of the authenticator, after the password; it then stops working',
    response: { 200: signedInUser, ...twoFactorCodeErrors, ...csrfRefused, ...rateLimited },
  },
};

const transform: SwaggerTransform = (document) => {
  const call = document.route.method === 'POST' ? SIGN_IN_CALLS[document.url] : undefined;
  if (!call) return jsonSchemaTransform(document);
  return jsonSchemaTransform({ ...document, schema: { ...document.schema, hide: false, tags: ['auth'], ...call } });
};

/** Every unsafe call needs the CSRF pair on top of whatever else it needs (decision 002). */
const withCsrfOnUnsafeMethods: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject;
  for (const path of Object.values(document.paths ?? {})) {
    for (const method of UNSAFE_METHODS) {
      const operation = path?.[method];
      if (!operation) continue;
      const requirements: SecurityRequirement[] = operation.security?.length ? operation.security : [{}];
      operation.security = requirements.map((requirement) => ({ ...requirement, csrfHeader: [], csrfCookie: [] }));
    }
  }
  return document;
};

/** The OpenAPI document of every route (from the domain's zod schemas), browsable at /api/docs. */
async function openapi(app: FastifyInstance, options: { publicUrl: string }) {
  const cookieNames = cookieNamesFor(isHttps(options));
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Voyage API',
        description:
          'School trip registration and management. Errors are `{ code, message, fieldErrors? }`. Every POST, PUT, PATCH and DELETE needs the CSRF pair: the `csrftoken` cookie (set on any answer) copied into the `X-CSRFToken` header.',
        version: '1.0.0',
      },
      servers: [{ url: options.publicUrl }],
      tags: [
        { name: 'trips', description: 'Public trip information' },
        { name: 'auth', description: 'Session and sign-in (better-auth, under /api/auth)' },
        { name: 'accounts', description: 'Accounts created from an invitation or a guardian account link' },
        {
          name: 'registration',
          description: "A family's registration: the draft, the ID upload, sending it, the e-mail confirmation",
        },
        { name: 'my', description: "A signed-in guardian's own registrations and e-mails" },
        { name: 'admin', description: 'Staff only: needs a signed-in admin' },
        { name: 'admins', description: 'Staff only: administrators and their invitations' },
      ],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: cookieNames.session,
            description: 'The session cookie set at sign-in (httpOnly, SameSite=Lax)',
          },
          csrfCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: cookieNames.csrf,
            description: 'Double submit: the random token the API sets on any answer that lacks one',
          },
          csrfHeader: {
            type: 'apiKey',
            in: 'header',
            name: CSRF_HEADER,
            description: 'Double submit: the csrftoken cookie copied in; required on every POST, PUT, PATCH and DELETE',
          },
        },
      },
    },
    transform,
    transformObject: withCsrfOnUnsafeMethods,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export const openapiPlugin = fp(openapi, { name: 'openapi' });
