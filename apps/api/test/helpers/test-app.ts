import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import { isHttps, type AppConfig } from '../../src/config/config.ts';
import { cookieNamesFor } from '../../src/lib/cookie-names.ts';
import type { Database, DatabaseHandle } from '../../src/db/database.ts';
import { pgliteHandle, postgresHandle } from '../../src/db/open-database.ts';
import { TEST_ADMIN, TEST_ORIGIN, TEST_PUBLIC_URL } from './constants.ts';
import { copyOfSuiteDatabase, dropPostgresDatabase, testPool } from './postgres-databases.ts';
import { enrolTwoFactor as enrolAuthenticator, signInAsEnrolledAdmin, type Enrolment } from './two-factor.ts';
import { ensureGuardianUser, GUARDIAN_PASSWORD, seededGuardianEmails } from './guardian-users.ts';

export type CsrfPair = { cookie: string; header: string };

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  /**
   * Cookie header of a signed-in admin (one sign-in per file): the seeded admin's authenticator is set up
   * afresh through the API (password, enrolment, first code), as a person does at first sign-in.
   */
  signInAsAdmin(): Promise<string>;
  /** Enrols an authenticator for the signed-in user of `cookie`: the new session's cookie, the secret, the recovery codes. */
  enrolTwoFactor(cookie: string, password: string): Promise<Enrolment>;
  /**
   * Cookie header of a signed-in guardian: a real account for `email`, which must be a seeded registration's
   * guardian e-mail (default: the first one in alphabetical order). One sign-in per e-mail per file.
   */
  signInAsGuardian(email?: string): Promise<string>;
  /** Signs in with e-mail and password; the session cookie as a Cookie header. */
  signIn(email: string, password: string): Promise<string>;
  /** A matching csrftoken cookie and X-CSRFToken header value. */
  csrf(): CsrfPair;
  /** Headers for an unsafe call the CSRF check lets through: token pair plus our Origin. */
  unsafeHeaders(cookies?: string): Record<string, string>;
};

/** The health records' key in tests (32 bytes, base64). */
export const TEST_HEALTH_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    publicUrl: TEST_PUBLIC_URL,
    isPublicUrlSet: true,
    allowedOrigins: [],
    dataDir: path.join(os.tmpdir(), 'voyage-api-test-data'),
    databaseUrl: undefined,
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    healthDataKey: TEST_HEALTH_DATA_KEY,
    logLevel: 'silent',
    trustProxy: false,
    webDist: path.join(os.tmpdir(), 'voyage-api-test-no-web-dist'),
    nodeEnv: 'test',
    signInRateLimitMax: 10,
    registrationCodeRateLimitMax: 20,
    rateLimitStore: 'memory',
    redisUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'Voyage <no-reply@voyage.test>',
    outboxPollMs: 2000,
    // Each request reads its session from the database, so a revocation is seen at once; the session cache
    // has its own tests (auth/session-cache.test.ts).
    sessionCacheSeconds: 0,
    socialProviders: {},
    storage: { kind: 'disk' },
    ...overrides,
  };
}

/**
 * A fresh copy of the migrated, seeded database: of the PGlite template each call, or on PostgreSQL one copy
 * of the suite's database per test file, which every handle the file holds at once shares (the race tests
 * open a second pool on it); it is dropped when the file's last handle closes, after that handle's pool ended.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = inject('databaseUrl');
  if (databaseUrl) return openFileCopy(databaseUrl, inject('databaseRun') ?? 'run');
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('global-setup provided no database');
  const client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]) });
  return pgliteHandle(client);
}

let fileCopy: { url: Promise<string>; handles: number } | undefined;

async function openFileCopy(suiteUrl: string, run: string): Promise<DatabaseHandle> {
  const copy = (fileCopy ??= { url: copyOfSuiteDatabase(suiteUrl, run), handles: 0 });
  copy.handles += 1;
  const url = await copy.url;
  const handle = postgresHandle(testPool(url, 4));
  let closed = false;
  return {
    ...handle,
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
      copy.handles -= 1;
      if (copy.handles > 0) return;
      if (fileCopy === copy) fileCopy = undefined;
      await dropPostgresDatabase(url);
    },
  };
}

/** The Set-Cookie values of a response as one Cookie header (name=value pairs only). */
export function cookieHeader(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
  for (const cookie of response.cookies) jar.set(cookie.name, cookie.value);
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * One app per test file over its own database copy: `const t = setupTestApp()` at the top of a file,
 * then `t.app`, `t.db` and the sign-in helpers inside tests.
 */
/** What a test may add to the app it builds: a route watcher, or a logger to read. */
export type TestAppExtras = Pick<BuildAppOptions, 'onRoute' | 'logger'>;

export function setupTestApp(overrides: Partial<AppConfig> = {}, extras: TestAppExtras = {}): TestApp {
  let handle: DatabaseHandle | undefined;
  let adminCookie: string | undefined;
  const guardianCookies = new Map<string, string>();
  const context = {} as TestApp;

  const csrf = (): CsrfPair => {
    const token = randomBytes(32).toString('base64url');
    return { cookie: `${cookieNamesFor(isHttps(testConfig(overrides))).csrf}=${token}`, header: token };
  };
  const unsafeHeaders = (cookies = ''): Record<string, string> => {
    const pair = csrf();
    return {
      cookie: [cookies, pair.cookie].filter(Boolean).join('; '),
      'x-csrftoken': pair.header,
      origin: TEST_ORIGIN,
    };
  };
  const signIn = async (email: string, password: string): Promise<string> => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: unsafeHeaders(),
      payload: { email, password },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    const session = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    if (!session) throw new Error('sign-in set no session cookie');
    return `${session.name}=${session.value}`;
  };

  const enrolTwoFactor = (cookie: string, password: string) =>
    enrolAuthenticator(context.app, unsafeHeaders, cookie, password);
  const signInAsAdmin = async (): Promise<string> => {
    const signInWithPassword = () => signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const { cookie } = await signInAsEnrolledAdmin(
      context.app,
      context.db,
      unsafeHeaders,
      signInWithPassword,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    return cookie;
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    context.db = handle.db;
    context.app = await buildApp({ config: testConfig(overrides), db: handle.db, ...extras });
  });
  afterAll(async () => {
    await context.app?.close();
    await handle?.close();
  });

  Object.assign(context, {
    csrf,
    unsafeHeaders,
    signInAsAdmin: async () => (adminCookie ??= await signInAsAdmin()),
    enrolTwoFactor,
    signIn,
    signInAsGuardian: async (email?: string) => {
      const address = email ?? (await seededGuardianEmails(context.db, 1))[0]!;
      const known = guardianCookies.get(address);
      if (known) return known;
      await ensureGuardianUser(context.db, address);
      const cookie = await signIn(address, GUARDIAN_PASSWORD);
      guardianCookies.set(address, cookie);
      return cookie;
    },
  });
  return context;
}
