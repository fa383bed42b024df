import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sequenceValues, tableRows, tablesInLoadOrder } from '../../src/backup/queries/backup-rows.ts';
import { REPO_ROOT } from '../../src/config/config.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { seedDemo } from '../../src/db/seed/seed-demo.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import { dropPostgresDatabase, scratchPostgresDatabase } from '../helpers/postgres-databases.ts';
import { TEST_ADMIN } from '../helpers/constants.ts';

const run = promisify(execFile);
const baseDatabaseUrl = inject('databaseUrl');

/** `npm run backup …` / `npm run restore …` from the repository's root, as a person types them. */
async function npmRun(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  return run('npm', ['run', '--silent', script, ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env } }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

/** A scratch PostgreSQL database next to the suite's (PostgreSQL runs), or undefined for the embedded one. */
const scratchDatabase = async (name: string) =>
  baseDatabaseUrl ? scratchPostgresDatabase(baseDatabaseUrl, name) : undefined;

/** Every row of every table, every sequence, and every stored file's SHA-256: what a restore must give back. */
async function snapshot(dataDir: string, databaseUrl: string | undefined) {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const tables: Record<string, unknown[]> = {};
    for (const table of await tablesInLoadOrder(database.db)) tables[table] = await tableRows(database.db, table);
    const files: Record<string, string> = {};
    for await (const object of createStorage({ dataDir }).list()) {
      const bytes = fs.readFileSync(path.join(dataDir, 'files', object.key));
      files[object.key] = createHash('sha256').update(bytes).digest('hex');
    }
    return { tables, sequences: await sequenceValues(database.db), files };
  } finally {
    await database.close();
  }
}

describe('backup and restore drill: seed, back up, wipe, restore, compare', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-backup-'));
  const dataDir = path.join(root, 'data');
  const backupsDir = path.join(root, 'backups');
  let sourceUrl: string | undefined;
  let targetUrl: string | undefined;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let backupFile: string;

  beforeAll(async () => {
    sourceUrl = await scratchDatabase('voyage_backup_source');
    const database: DatabaseHandle = await openDatabase({ dataDir, databaseUrl: sourceUrl });
    await database.migrate();
    await seedDemo(database.db, { admin: TEST_ADMIN, storage: createStorage({ dataDir }), travellersPerTrip: 12 });
    await database.close();
    fs.writeFileSync(path.join(dataDir, 'auth-secret'), 'a-secret-long-enough-to-sign-session-cookies', {
      mode: 0o600,
    });
    before = await snapshot(dataDir, sourceUrl);
  }, 120_000);

  afterAll(async () => {
    fs.rmSync(root, { recursive: true, force: true });
    for (const url of [sourceUrl, targetUrl]) if (url) await dropPostgresDatabase(url);
  });

  // PostgreSQL is backed up while the product runs; the embedded database only while it is stopped.
  it(
    baseDatabaseUrl
      ? 'backs up PostgreSQL while the product holds connections to it'
      : 'refuses to back up the embedded database while the product holds it',
    async () => {
      const running = await openDatabase({ dataDir, databaseUrl: sourceUrl });
      const whileRunningDir = path.join(root, 'while-running');
      try {
        const result = await npmRun('backup', [whileRunningDir], { DATA_DIR: dataDir, DATABASE_URL: sourceUrl ?? '' });
        const written = fs.existsSync(whileRunningDir) ? fs.readdirSync(whileRunningDir) : [];
        if (baseDatabaseUrl) {
          expect(result.code).toBe(0);
          expect(written).toHaveLength(1);
        } else {
          expect(result.code).toBe(1);
          expect(result.stderr).toContain('Stop Voyage first');
          expect(written).toEqual([]);
        }
      } finally {
        await running.close();
      }
    },
    60_000,
  );

  it('writes one timestamped archive, readable only by its owner', async () => {
    const result = await npmRun('backup', [backupsDir], { DATA_DIR: dataDir, DATABASE_URL: sourceUrl ?? '' });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const names = fs.readdirSync(backupsDir);
    expect(names).toEqual([expect.stringMatching(/^voyage-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)]);
    backupFile = path.join(backupsDir, names[0]!);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    const fileCount = Object.keys(before.files).length;
    expect(fileCount).toBeGreaterThan(10);
    expect(result.stdout).toContain(`${fileCount} files`);
  }, 60_000);

  it('restores every row, sequence and file into an empty data directory and database', async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    targetUrl = await scratchDatabase('voyage_backup_target');
    const result = await npmRun('restore', [path.relative(REPO_ROOT, backupFile)], {
      DATA_DIR: dataDir,
      DATABASE_URL: targetUrl ?? '',
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);

    const after = await snapshot(dataDir, targetUrl);
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
    // The outbox comes back with its secret links withheld (backup-secrets.test.ts); every other row as it was but
    // the trips' revisions, which the load moves on once more as it commits (docs/decisions/030-figures-kept-per-trip-revision.md).
    for (const table of Object.keys(before.tables)) {
      if (table === 'outbox' || table === 'trip_revisions') continue;
      expect(after.tables[table], table).toEqual(before.tables[table]);
    }
    const revisions = (rows: unknown[] | undefined) => (rows as { trip_id: number }[]).map((row) => row.trip_id).sort();
    expect(revisions(after.tables.trip_revisions)).toEqual(revisions(before.tables.trip_revisions));
    const ids = (rows: unknown[] | undefined) => (rows as { id: string }[]).map((row) => row.id).sort();
    expect(ids(after.tables.outbox)).toEqual(ids(before.tables.outbox));
    expect(after.sequences).toEqual(before.sequences);
    expect(after.files).toEqual(before.files);
    // The signing secret is not in a backup by default: the restored product has a new one.
    expect(fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).not.toContain(
      'a-secret-long-enough-to-sign-session-cookies',
    );
  }, 120_000);

  it('refuses to restore over data, and a file that is not a backup, writing nothing', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: targetUrl ?? '' };
    const restored = await snapshot(dataDir, targetUrl);
    const again = await npmRun('restore', [backupFile], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('not empty');

    const notABackup = path.join(root, 'notes.tar.gz');
    fs.writeFileSync(notABackup, 'not an archive');
    const refused = await npmRun('restore', [notABackup], env);
    expect(refused.code).not.toBe(0);
    expect(await snapshot(dataDir, targetUrl)).toEqual(restored);
  }, 120_000);
});
