import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@voyage/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import { isHttps, type AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * The header carrying the client address Fastify resolved (honouring TRUST_PROXY). The auth route
 * overwrites it on every request, so better-auth never reads a client-supplied X-Forwarded-For.
 */
export const CLIENT_IP_HEADER = 'x-voyage-client-ip';

type AuthDeps = { db: Database; config: AppConfig; logger: FastifyBaseLogger };

/**
 * E-mail and password for staff now. Guardians, e-mail links, social providers, password reset and
 * invitations arrive as more options and plugins here, on the same tables and the same mount point.
 */
export function createAuth({ db, config, logger }: AuthDeps) {
  return betterAuth({
    appName: 'Voyage',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [new URL(config.publicUrl).origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    emailAndPassword: {
      enabled: true,
      // Staff accounts are seeded or invited; nobody signs themselves up yet.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'guardian', input: false },
      },
    },
    session: {
      // Sliding: a session unused for 12 hours ends; an active one is extended at most hourly.
      expiresIn: 60 * 60 * 12,
      updateAge: 60 * 60,
    },
    // Sign-in throttling is Fastify's (@fastify/rate-limit), keyed on the address Fastify trusts.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: isHttps(config),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: 'warn',
      // Only the message: better-auth's extra arguments can carry e-mail addresses.
      log: (level, message) => logger[level === 'debug' ? 'debug' : level]({ component: 'auth' }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
