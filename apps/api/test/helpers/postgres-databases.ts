import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Databases beside the suite's on one PostgreSQL server. Creating and dropping them goes through the
 * server's `postgres` database: a session on the suite's database would stop it serving as a template.
 *
 * Every name made here carries random letters, never a process id: the server is shared by every run on the
 * machine, and a process id comes back once its process ended, so a name made of one could belong to
 * another file still running, and dropping it `with (force)` would end that file's connections.
 */
function urlOf(baseUrl: string, name: string): string {
  return Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
}

/** Ignores a lost connection's error: the next query on it fails where a test sees it. */
const ignoreLostConnection = () => {};

/**
 * A pool on a test database. An idle connection that the server ends (its database dropped, the server
 * restarted) emits an error on the pool; without a listener that error would be an uncaught exception.
 */
export function testPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', ignoreLostConnection);
  return pool;
}

async function onServer<T>(baseUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: urlOf(baseUrl, 'postgres') });
  admin.on('error', ignoreLostConnection);
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Random lower-case letters and digits for a database name: unique on the server for as long as it runs. */
export const uniqueSuffix = () => randomBytes(6).toString('hex');

/** An empty database beside the suite's (`baseUrl`), named `label` and a unique suffix; its URL. */
export async function scratchPostgresDatabase(baseUrl: string, label: string): Promise<string> {
  const name = `${label}_${uniqueSuffix()}`;
  await onServer(baseUrl, (admin) => admin.query(`create database "${name}"`));
  return urlOf(baseUrl, name);
}

/** The prefix of every copy made of the migrated, seeded suite database (by this run or an earlier one). */
export const copyPrefix = (baseUrl: string) => `${nameOf(baseUrl)}_copy_`;

/**
 * A copy of the suite's migrated and seeded database for one test file, so files can run side by side.
 * `run` names the run (the global set-up's), so its end drops its own copies and no other run's.
 */
export async function copyOfSuiteDatabase(baseUrl: string, run: string): Promise<string> {
  const name = `${copyPrefix(baseUrl)}${run}_${uniqueSuffix()}`;
  await onServer(baseUrl, (admin) => admin.query(`create database "${name}" template "${nameOf(baseUrl)}"`));
  return urlOf(baseUrl, name);
}

/**
 * Drops the database at `url`. Whoever made it ends its own pools first; `with (force)` only ends what a
 * failed test left connected, whose pools ignore the lost connection (`testPool`).
 */
export async function dropPostgresDatabase(url: string): Promise<void> {
  await onServer(url, (admin) => admin.query(`drop database if exists "${nameOf(url)}" with (force)`));
}

/**
 * Drops the copies whose names start with `prefix`: the global set-up drops every copy an earlier run left
 * behind (`copyPrefix`) before it seeds, and at its end the copies of its own run that a file failed to drop.
 */
export async function dropSuiteCopies(baseUrl: string, prefix = copyPrefix(baseUrl)): Promise<void> {
  await onServer(baseUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [prefix],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  });
}
