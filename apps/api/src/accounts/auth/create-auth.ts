import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SESSION_MAX_LIFETIME_MS } from '@voyage/domain';
import { betterAuth } from 'better-auth';
import { magicLink, twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { isHttps, type AppConfig } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { authDatabaseAdapter } from '../../db/auth-adapter.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { authHooks } from './auth-hooks.ts';
import { magicLinkSender, passwordResetSender } from './auth-mail.ts';
import { databaseHooks } from './database-hooks.ts';
import { cookieNamesFor } from '../../lib/cookie-names.ts';
import { acceptedOrigins, originPolicyOf } from '../../lib/origin-policy.ts';
import { CLIENT_IP_HEADER, originOf, REQUEST_ORIGIN_HEADER } from './internal-headers.ts';
import { socialProviderOptions } from './social-providers.ts';
import { TOTP_DIGITS, TOTP_PERIOD_S } from './totp-options.ts';

export { CLIENT_IP_HEADER } from './internal-headers.ts';

export const AUTH_BASE_PATH = '/api/auth';
const RESET_LINK_LIFETIME_S = 60 * 60;
const MAGIC_LINK_LIFETIME_S = 15 * 60;
/** Between the password and the code: the signed `two_factor` cookie's life. */
const TWO_FACTOR_CHALLENGE_S = 10 * 60;

/**
 * `__Host-` on HTTPS (Secure, Path=/, no Domain: the cookie cannot be set by a sibling subdomain;
 * docs/product/security.md#cookie-attributes). Browsers refuse that prefix without Secure, so plain HTTP
 * uses the bare name.
 */
export function sessionCookieName(config: Pick<AppConfig, 'publicUrl'>): string {
  return cookieNamesFor(isHttps(config)).session;
}

/** The cookie holding the signed copy of the session (SESSION_CACHE_SECONDS), named like the session's. */
export function sessionCacheCookieName(config: Pick<AppConfig, 'publicUrl'>): string {
  return cookieNamesFor(isHttps(config)).sessionCache;
}

/** better-auth endpoints the product does not use; they answer 404. */
const DISABLED_PATHS = [
  '/sign-up/email',
  '/change-email',
  '/delete-user',
  '/delete-user/callback',
  '/send-verification-email',
  '/verify-email',
  '/update-session',
  // Two-factor: no e-mailed codes, no switching off, and the secret and recovery codes are shown once only.
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
];

type AuthDeps = { db: Database; config: AppConfig; logger: FastifyBaseLogger };

/**
 * Sign-in for staff and guardians on better-auth's tables: e-mail and password, e-mail link, the social
 * providers configured, password reset. Sessions live in the database; their time-outs by role are the
 * auth plugin's (from `last_active_at`), and their absolute end is set here when they are created.
 */
export function createAuth({ db, config, logger }: AuthDeps) {
  const https = isHttps(config);
  const origins = originPolicyOf(config);
  const mail = { db, publicUrl: config.publicUrl, logger };
  const sendMagicLink = magicLinkSender(mail);
  return betterAuth({
    appName: 'Voyage',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    // The same origins as the CSRF check (lib/origin-policy.ts), and Apple's form_post callback.
    trustedOrigins: (request) => [
      ...acceptedOrigins(origins, request?.headers.get(REQUEST_ORIGIN_HEADER) ?? undefined),
      ...(config.socialProviders.apple ? ['https://appleid.apple.com'] : []),
    ],
    database: authDatabaseAdapter(db),
    emailAndPassword: {
      enabled: true,
      // Accounts come from invitations (staff) and registrations (guardians), never from a sign-up form.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_S,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: passwordResetSender(mail),
      onPasswordReset: async ({ user }, request) => {
        await audit(db, {
          ...originOf(request?.headers),
          actorUserId: user.id,
          action: 'auth.password-changed',
          entityType: 'user',
          entityId: user.id,
          details: { via: 'reset' },
        });
      },
    },
    socialProviders: socialProviderOptions(config.socialProviders),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'guardian', input: false },
        // Changed from My Profile (auth-hooks.ts checks the body): docs/product/readiness.md#weekly-digest.
        weeklyDigest: { type: 'boolean', required: false, defaultValue: true, input: true },
      },
    },
    session: {
      // The longest lifetime of any role; each session's own end is set by role when it is created.
      expiresIn: SESSION_MAX_LIFETIME_MS / 1000,
      disableSessionRefresh: true,
      freshAge: SESSION_MAX_LIFETIME_MS / 1000,
      // A signed copy of the session and user in a second cookie, trusted for SESSION_CACHE_SECONDS
      // (30 s by default) before the database is read again: most requests then need no session query.
      // Signing out deletes both cookies; a session deleted elsewhere stops working within that time.
      cookieCache: { enabled: config.sessionCacheSeconds > 0, maxAge: config.sessionCacheSeconds },
      additionalFields: {
        lastActiveAt: { type: 'date', required: false, input: false, defaultValue: () => new Date() },
      },
    },
    // Reset and e-mail-link tokens are stored as digests: a copy of the database holds no usable link.
    verification: { storeIdentifier: 'hashed' },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_LIFETIME_S,
        sendMagicLink: (data, ctx) => sendMagicLink(data, ctx?.headers ?? ctx?.request?.headers),
      }),
      // Staff's second factor: an authenticator app (TOTP) and ten one-time recovery codes, both stored
      // encrypted. A device is never trusted; a code's single use and single step are auth-hooks.ts's.
      twoFactor({
        issuer: 'Voyage',
        totpOptions: { period: TOTP_PERIOD_S, digits: TOTP_DIGITS },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_S,
      }),
    ],
    hooks: authHooks(db),
    databaseHooks: databaseHooks(db),
    disabledPaths: DISABLED_PATHS,
    // Throttling is Fastify's (@fastify/rate-limit), keyed on the address Fastify trusts.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      // The secure prefix is chosen by name below (`__Host-` rather than better-auth's `__Secure-`).
      useSecureCookies: false,
      cookiePrefix: 'voyage',
      cookies: {
        session_token: { name: sessionCookieName(config) },
        session_data: { name: sessionCacheCookieName(config) },
      },
      defaultCookieAttributes: { secure: https, httpOnly: true, sameSite: 'lax', path: '/' },
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
