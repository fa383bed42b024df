import path from 'node:path';
import type { SocialProvider } from '@voyage/domain';
import { z } from 'zod';
import { REPO_ROOT } from './api-root.ts';
import { integerSetting, optionalText } from './settings.ts';
import { isHealthDataKeyText } from '../health/health-data-key.ts';
import { parseRateLimitStore, redisEnvSchema, type RateLimitStoreKind } from '../lib/redis-settings.ts';
import { parseStorage, storageEnvSchema, type StorageSettings } from '../storage/s3-settings.ts';

/**
 * Every setting of the API comes from the environment; all have safe local defaults.
 *
 *   PORT                     HTTP port (default 3000).
 *   HOST                     Interface to listen on (default 0.0.0.0).
 *   PUBLIC_URL               Origin users reach the product at; links in e-mails, cookies and the CSRF Origin check
 *                            use it (default http://localhost:$PORT; unset, any address the product is opened at works).
 *   ALLOWED_ORIGINS          With PUBLIC_URL set: a comma list of further origins that may send forms (default none).
 *   DATA_DIR                 Where the embedded database, the auth secret and the demo admin's password live
 *                            (default ./data at the repository root).
 *   DATABASE_URL             postgres://… to use a PostgreSQL server; unset = embedded PGlite under DATA_DIR/pglite.
 *   ADMIN_EMAIL              E-mail of the admin account created at first start (default admin@voyage.local).
 *   ADMIN_PASSWORD           Its password (default: generated once, kept in DATA_DIR/demo-admin.json, printed by the first start only).
 *   AUTH_SECRET              Secret signing session cookies (default: generated once, kept in DATA_DIR/auth-secret).
 *   HEALTH_DATA_KEY          Base64 of the 32-byte key encrypting the health records' free texts (default: generated
 *                            once, kept in DATA_DIR/health-data-key; never in a backup: keep a copy apart).
 *   LOG_LEVEL                fatal | error | warn | info | debug | trace | silent (default info).
 *   TRUST_PROXY              Unset/false = trust no proxy; true, a hop count, or a comma list of proxy IPs/CIDRs.
 *   WEB_DIST                 Built SPA to serve (default apps/web/dist at the repository root).
 *   NODE_ENV                 development | production | test (default development).
 *   SIGN_IN_RATE_LIMIT_MAX   Attempts allowed per client IP per 15 minutes on each of sign-in, e-mail link, password
 *                            reset and account creation (default 10).
 *   REGISTRATION_CODE_RATE_LIMIT_MAX
 *                            Registration codes a client IP may try per 15 minutes when starting a registration (default 20).
 *   SMTP_URL                 smtp://user:pass@host:587 or smtps://…:465 to send e-mail; unset = messages are kept in the
 *                            outbox, shown to admins with their sign-in and account links withheld, and logged; with
 *                            PUBLIC_URL on localhost the log prints those links (the demo works with no mail server).
 *   MAIL_FROM                From header of every e-mail (default "Voyage <no-reply@voyage.local>").
 *   OUTBOX_POLL_MS           How often the mail worker looks for messages due (default 2000).
 *   SESSION_CACHE_SECONDS    How long a signed copy of the session in a cookie is trusted without reading the
 *                            database (default 30; 0 = read it on every request). Signing out ends the cookie at
 *                            once; a session ended elsewhere (revoked, password changed, admin removed) stops
 *                            working within this time.
 *   GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET, MICROSOFT_CLIENT_ID / MICROSOFT_CLIENT_SECRET (+ MICROSOFT_TENANT_ID,
 *   default common), FACEBOOK_CLIENT_ID / FACEBOOK_CLIENT_SECRET, APPLE_CLIENT_ID / APPLE_CLIENT_SECRET
 *                            Social sign-in: a provider is offered only when both its id and secret are set.
 *
 * The Redis and attempt-counter settings are beside the Redis client (lib/redis-settings.ts), and the file
 * storage settings beside the S3 client (storage/s3-settings.ts).
 */
export { REPO_ROOT } from './api-root.ts';

export const DEFAULT_MAIL_FROM = 'Voyage <no-reply@voyage.local>';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: integerSetting({ min: 0, max: 65535, fallback: 3000, expected: 'a port number from 0 to 65535, such as 3000' }),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'expected the http(s) address people open, such as https://voyage.example.org',
      })
      .optional(),
  ),
  ALLOWED_ORIGINS: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(
    z
      .url({
        protocol: /^postgres(ql)?$/,
        error: 'expected a PostgreSQL URL, such as postgres://user:password@host:5432/voyage',
      })
      .optional(),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8).max(256).optional()),
  AUTH_SECRET: optionalText.pipe(z.string().min(32).optional()),
  HEALTH_DATA_KEY: optionalText.pipe(
    z
      .string()
      .refine(isHealthDataKeyText, { error: 'expected the base64 of 32 random bytes (openssl rand -base64 32)' })
      .optional(),
  ),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: optionalText,
  WEB_DIST: optionalText,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SIGN_IN_RATE_LIMIT_MAX: integerSetting({
    min: 1,
    max: 1_000_000,
    fallback: 10,
    expected: 'a whole number of attempts, 1 or more',
  }),
  ...redisEnvSchema.shape,
  REGISTRATION_CODE_RATE_LIMIT_MAX: integerSetting({
    min: 1,
    max: 1_000_000,
    fallback: 20,
    expected: 'a whole number of attempts, 1 or more',
  }),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'expected smtp://user:password@host:587 or smtps://…:465' }).optional(),
  ),
  MAIL_FROM: optionalText.pipe(z.string().max(320).optional()),
  OUTBOX_POLL_MS: integerSetting({
    min: 100,
    max: 3_600_000,
    fallback: 2000,
    expected: 'milliseconds from 100 to 3600000',
  }),
  ...storageEnvSchema.shape,
  SESSION_CACHE_SECONDS: integerSetting({
    min: 0,
    max: 300,
    fallback: 30,
    expected: 'seconds from 0 to 300',
  }),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  MICROSOFT_TENANT_ID: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  APPLE_CLIENT_ID: optionalText,
  APPLE_CLIENT_SECRET: optionalText,
});

export type TrustProxy = boolean | number | string[];

export type SocialProviderCredentials = { clientId: string; clientSecret: string; tenantId?: string };
/** The social sign-in providers with credentials, by name (google, microsoft, facebook, apple). */
export type SocialProvidersConfig = Partial<Record<SocialProvider, SocialProviderCredentials>>;

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  /** False when PUBLIC_URL is unset: the product then accepts the origin it was opened at. */
  isPublicUrlSet: boolean;
  allowedOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  authSecret: string | undefined;
  /** HEALTH_DATA_KEY as given (base64); unset, the data directory's key is used. */
  healthDataKey: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: TrustProxy;
  webDist: string;
  nodeEnv: 'development' | 'production' | 'test';
  signInRateLimitMax: number;
  registrationCodeRateLimitMax: number;
  rateLimitStore: RateLimitStoreKind;
  /** REDIS_URL: the Redis server the attempt counters live in (RATE_LIMIT_STORE redis). */
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxPollMs: number;
  /** SESSION_CACHE_SECONDS: 0 reads the session from the database on every request. */
  sessionCacheSeconds: number;
  socialProviders: SocialProvidersConfig;
  storage: StorageSettings;
};

/** A config whose secret has been resolved (from AUTH_SECRET or DATA_DIR); what the app is built with. */
export type AppConfig = Config & { authSecret: string };

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** `https://a.example, https://b.example:8443/` → their origins; anything that is not an http(s) origin is refused. */
function parseAllowedOrigins(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : undefined;
      if (!url || !['http:', 'https:'].includes(url.protocol)) {
        throw new Error(
          `Invalid configuration:\n  ALLOWED_ORIGINS: expected http(s) origins separated by commas, got "${entry}"`,
        );
      }
      return url.origin;
    });
}

function parseSocialProviders(e: z.infer<typeof envSchema>): SocialProvidersConfig {
  const pairs = {
    google: [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET],
    microsoft: [e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET],
    facebook: [e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET],
    apple: [e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET],
  } as const;
  const providers: SocialProvidersConfig = {};
  for (const [name, [clientId, clientSecret]] of Object.entries(pairs) as [
    SocialProvider,
    readonly (string | undefined)[],
  ][]) {
    if (clientId && clientSecret) providers[name] = { clientId, clientSecret };
  }
  if (providers.microsoft) providers.microsoft.tenantId = e.MICROSOFT_TENANT_ID ?? 'common';
  return providers;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    isPublicUrlSet: e.PUBLIC_URL !== undefined,
    allowedOrigins: parseAllowedOrigins(e.ALLOWED_ORIGINS),
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    authSecret: e.AUTH_SECRET,
    healthDataKey: e.HEALTH_DATA_KEY,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST ?? 'apps/web/dist'),
    nodeEnv: e.NODE_ENV,
    signInRateLimitMax: e.SIGN_IN_RATE_LIMIT_MAX,
    registrationCodeRateLimitMax: e.REGISTRATION_CODE_RATE_LIMIT_MAX,
    rateLimitStore: parseRateLimitStore(e),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    outboxPollMs: e.OUTBOX_POLL_MS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    socialProviders: parseSocialProviders(e),
    storage: parseStorage(e),
  };
}

export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}
