import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteHandle, postgresHandle } from '../src/db/open-database.ts';
import { seedDemo } from '../src/db/seed/seed-demo.ts';
import { TEST_ADMIN } from './helpers/constants.ts';
import { copyPrefix, dropSuiteCopies, testPool, uniqueSuffix } from './helpers/postgres-databases.ts';
import { emptyTestRedis } from './helpers/test-redis.ts';

async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/**
 * Migrates and seeds once per run. On PGlite the result is dumped to a tarball that every test file
 * loads into its own in-memory database; on PostgreSQL (TEST_DATABASE_URL) every test file works on
 * its own copy of the seeded database (`CREATE DATABASE … TEMPLATE`, named after this run), which the file
 * drops itself once its pools ended. With
 * TEST_REDIS_URL, that Redis database is emptied first: attempt counters from an earlier run would
 * otherwise still be counting.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_REDIS_URL) await emptyTestRedis(process.env.TEST_REDIS_URL);
  const databaseUrl = process.env.TEST_DATABASE_URL || null;
  if (databaseUrl) {
    await dropSuiteCopies(databaseUrl);
    await resetPostgres(databaseUrl);
    const handle = postgresHandle(testPool(databaseUrl, 2));
    try {
      await handle.migrate();
      await seedDemo(handle.db, { admin: TEST_ADMIN });
    } finally {
      await handle.close();
    }
    const run = uniqueSuffix();
    project.provide('databaseUrl', databaseUrl);
    project.provide('databaseRun', run);
    project.provide('pgliteTemplate', null);
    // Each file drops its own copy once its pools ended; this only finds the copy of a file that failed first.
    return () => dropSuiteCopies(databaseUrl, `${copyPrefix(databaseUrl)}${run}_`);
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-api-test-'));
  const client = await PGlite.create();
  const handle = pgliteHandle(client);
  try {
    await handle.migrate();
    await seedDemo(handle.db, { admin: TEST_ADMIN });
    const dump = await client.dumpDataDir('none');
    const template = path.join(dir, 'template.tar');
    fs.writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', template);
    project.provide('databaseUrl', null);
    project.provide('databaseRun', null);
  } finally {
    await handle.close();
  }
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
