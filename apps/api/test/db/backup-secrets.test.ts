import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { resolveAuthSecret } from '../../src/accounts/auth/auth-secret.ts';
import { buildApp } from '../../src/app.ts';
import { createBackup } from '../../src/backup/create-backup.ts';
import { restoreBackup } from '../../src/backup/restore-backup.ts';
import { isHttps, REPO_ROOT } from '../../src/config/config.ts';
import { cookieNamesFor } from '../../src/lib/cookie-names.ts';
import { outbox, rateLimitCounters, session, verification } from '../../src/db/schema/index.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { seedDemo } from '../../src/db/seed/seed-demo.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import { TEST_ADMIN, TEST_ORIGIN } from '../helpers/constants.ts';
import { ensureGuardianUser, seededGuardianEmails } from '../helpers/guardian-users.ts';
import { dropPostgresDatabase, scratchPostgresDatabase } from '../helpers/postgres-databases.ts';
import { testConfig } from '../helpers/test-app.ts';
import { enrolTwoFactor } from '../helpers/two-factor.ts';

/**
 * A backup must not be an admin's session (docs/operations.md#what-a-backup-is-worth): no session token, no
 * pending sign-in or reset, no signing secret unless asked for; restored, people sign in again.
 */
const run = promisify(execFile);
const baseDatabaseUrl = inject('databaseUrl');
const SECRET = 'the-signing-secret-of-the-backed-up-product';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-backup-secrets-'));
const databases: string[] = [];

async function scratch(name: string) {
  if (!baseDatabaseUrl) return undefined;
  const url = await scratchPostgresDatabase(baseDatabaseUrl, `${name}_${process.pid}`);
  databases.push(url);
  return url;
}

/** The product on a data directory (and database), as main.ts starts it: the signing secret resolved there. */
async function startProduct(dataDir: string, databaseUrl: string | undefined, { seed = false } = {}) {
  const database = await openDatabase({ dataDir, databaseUrl });
  if (seed) {
    await database.migrate();
    await seedDemo(database.db, { admin: TEST_ADMIN, storage: createStorage({ dataDir }), travellersPerTrip: 3 });
  }
  const config = testConfig({ dataDir, databaseUrl, authSecret: resolveAuthSecret(undefined, dataDir) });
  const app = await buildApp({ config, db: database.db });
  return { database, app, close: async () => (await app.close(), await database.close()) };
}

function unsafeHeaders(cookie = ''): Record<string, string> {
  const csrf = 'c'.repeat(43);
  const name = cookieNamesFor(isHttps(testConfig())).csrf;
  return { cookie: [cookie, `${name}=${csrf}`].filter(Boolean).join('; '), 'x-csrftoken': csrf, origin: TEST_ORIGIN };
}

async function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: unsafeHeaders(),
    payload: { email, password },
  });
}

const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const found = response.cookies.find((cookie) => cookie.name.endsWith('session_token') && cookie.value !== '');
  return found ? `${found.name}=${found.value}` : '';
};

/** Every file of an archive, as text. */
async function archiveText(file: string): Promise<Map<string, string>> {
  const dir = fs.mkdtempSync(path.join(root, 'unpacked-'));
  await tar.extract({ file, cwd: dir });
  const texts = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    texts.set(path.relative(dir, full), fs.readFileSync(full, 'latin1'));
  }
  return texts;
}

describe('a backup holds no way to sign in', () => {
  const dataDir = path.join(root, 'data');
  let sourceUrl: string | undefined;
  let backupFile: string;
  let secrets: string[];
  let adminCookie: string;

  beforeAll(async () => {
    sourceUrl = await scratch('voyage_backup_secrets');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'auth-secret'), SECRET, { mode: 0o600 });
    const product = await startProduct(dataDir, sourceUrl, { seed: true });
    // An admin signed in with an authenticator, a family's pending reset, a counted attempt.
    const first = cookieOf(await signIn(product.app, TEST_ADMIN.email, TEST_ADMIN.password));
    adminCookie = (await enrolTwoFactor(product.app, unsafeHeaders, first, TEST_ADMIN.password)).cookie;
    const [guardian] = await seededGuardianEmails(product.database.db, 1);
    await ensureGuardianUser(product.database.db, guardian!);
    const reset = await product.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: unsafeHeaders(),
      payload: { email: guardian },
    });
    expect(reset.statusCode).toBe(200);
    await product.database.db
      .insert(rateLimitCounters)
      .values({ key: 'sign-in|203.0.113.9', count: 3, windowEndsAt: new Date(Date.now() + 60_000) });
    const db = product.database.db;
    const tokens = (await db.select({ token: session.token }).from(session)).map((row) => row.token);
    // A challenge's identifier is what a link proves (its value is whom it is for: a user id, not a secret).
    const challenges = (await db.select().from(verification)).map((row) => row.identifier);
    const links = (await db.select({ text: outbox.textBody }).from(outbox))
      .flatMap((row) => row.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])
      .flatMap((link) => [...new URL(link).searchParams.values(), new URL(link).pathname.split('/').at(-1)!]);
    secrets = [...tokens, ...challenges, ...links.filter((part) => part.length >= 20), SECRET];
    expect(tokens.length).toBeGreaterThanOrEqual(1);
    expect(challenges.length).toBeGreaterThanOrEqual(1);
    await product.close();
  }, 180_000);

  afterAll(async () => {
    fs.rmSync(root, { recursive: true, force: true });
    for (const url of databases) await dropPostgresDatabase(url);
  });

  it('holds no session token, sign-in challenge, attempt counter, live link or signing secret', async () => {
    const database = await openDatabase({ dataDir, databaseUrl: sourceUrl });
    try {
      const result = await createBackup({ database, storage: createStorage({ dataDir }), dataDir, outDir: root });
      backupFile = result.file;
      expect(result.manifest.hasAuthSecret).toBe(false);
    } finally {
      await database.close();
    }
    const texts = await archiveText(backupFile);
    expect([...texts.keys()].some((name) => name.endsWith('auth-secret'))).toBe(false);
    for (const table of ['session', 'verification', 'rate_limit_counters']) {
      expect(texts.get(`voyage-backup/database/${table}.json`), table).toBe('[]');
    }
    for (const [name, text] of texts) for (const secret of secrets) expect(text.includes(secret), name).toBe(false);
  });

  it('restores into a product where nobody is signed in and the admin signs in again, enrolling anew', async () => {
    const target = path.join(root, 'restored');
    const targetUrl = await scratch('voyage_backup_secrets_target');
    const database = await openDatabase({ dataDir: target, databaseUrl: targetUrl });
    const restored = await restoreBackup({
      file: backupFile,
      database,
      storage: createStorage({ dataDir: target }),
      dataDir: target,
    });
    await database.close();
    expect(restored.twoFactorReset).toBe(1);

    const product = await startProduct(target, targetUrl);
    try {
      const old = await product.app.inject({ url: '/api/session', headers: { cookie: adminCookie } });
      expect(old.json()).toEqual({ user: null });
      const again = await signIn(product.app, TEST_ADMIN.email, TEST_ADMIN.password);
      expect(again.statusCode).toBe(200);
      const now = await product.app.inject({ url: '/api/session', headers: { cookie: cookieOf(again) } });
      expect(now.json().user).toMatchObject({ email: TEST_ADMIN.email, role: 'admin', twoFactorEnabled: false });
    } finally {
      await product.close();
    }
  }, 120_000);

  it('puts the signing secret in only when asked, and then the authenticator survives the restore', async () => {
    const database = await openDatabase({ dataDir, databaseUrl: sourceUrl });
    const outDir = path.join(root, 'with-secret');
    const { file } = await createBackup({
      database,
      storage: createStorage({ dataDir }),
      dataDir,
      outDir,
      includeSigningSecret: true,
    }).finally(() => database.close());
    expect((await archiveText(file)).get('voyage-backup/auth-secret')).toBe(SECRET);

    const target = path.join(root, 'restored-with-secret');
    const targetUrl = await scratch('voyage_backup_secrets_kept');
    const into = await openDatabase({ dataDir: target, databaseUrl: targetUrl });
    const restored = await restoreBackup({
      file,
      database: into,
      storage: createStorage({ dataDir: target }),
      dataDir: target,
    });
    await into.close();
    expect(restored.twoFactorReset).toBe(0);
    expect(fs.readFileSync(path.join(target, 'auth-secret'), 'utf8')).toBe(SECRET);
  }, 120_000);

  it('says a crafted archive is damaged, without a stack trace, and writes nothing', async () => {
    const crafted = path.join(root, 'crafted');
    fs.mkdirSync(crafted);
    await tar.extract({ file: backupFile, cwd: crafted });
    fs.writeFileSync(path.join(crafted, 'voyage-backup/database/outbox.json'), '{"rows": "not an array"');
    const craftedFile = path.join(root, 'crafted.tar.gz');
    await tar.create({ gzip: true, file: craftedFile, cwd: crafted }, ['voyage-backup']);
    const garbage = path.join(root, 'garbage.tar.gz');
    fs.writeFileSync(garbage, Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0xde, 0xad, 0xbe, 0xef]));

    for (const file of [craftedFile, garbage]) {
      const target = path.join(root, `restore-of-${path.basename(file)}`);
      const targetUrl = await scratch(`voyage_crafted_${path.basename(file).replace(/\W/g, '_')}`);
      const result = await run('npm', ['run', '--silent', 'restore', file], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: target, DATABASE_URL: targetUrl ?? '' },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(result.code, file).toBe(1);
      expect(result.stderr, file).toContain('The backup is damaged');
      expect(result.stderr, file).not.toMatch(/^\s+at /m);
      const stored = fs.existsSync(path.join(target, 'files'))
        ? fs.readdirSync(path.join(target, 'files'), { recursive: true, withFileTypes: true })
        : [];
      expect(stored.filter((entry) => entry.isFile())).toEqual([]);
    }
  }, 120_000);
});
