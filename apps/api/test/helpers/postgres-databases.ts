import pg from 'pg';

/**
 * Databases beside the suite's on one PostgreSQL server. Creating and dropping them goes through the
 * server's `postgres` database: a session on the suite's database would stop it serving as a template.
 */
function urlOf(baseUrl: string, name: string): string {
  return Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
}

async function onServer(baseUrl: string, statements: readonly string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: urlOf(baseUrl, 'postgres') });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** An empty database beside the suite's (`baseUrl`), made afresh; its URL. */
export async function scratchPostgresDatabase(baseUrl: string, name: string): Promise<string> {
  await onServer(baseUrl, [`drop database if exists "${name}" with (force)`, `create database "${name}"`]);
  return urlOf(baseUrl, name);
}

/** The prefix of the copies one run makes of the migrated, seeded suite database. */
export const copyPrefix = (baseUrl: string) => `${nameOf(baseUrl)}_copy_`;

let copies = 0;

/** A copy of the suite's migrated and seeded database for one test file, so files can run side by side. */
export async function copyOfSuiteDatabase(baseUrl: string): Promise<string> {
  const name = `${copyPrefix(baseUrl)}${process.pid}_${++copies}`;
  await onServer(baseUrl, [
    `drop database if exists "${name}" with (force)`,
    `create database "${name}" template "${nameOf(baseUrl)}"`,
  ]);
  return urlOf(baseUrl, name);
}

/** Drops the database at `url`, closing what is still connected to it. */
export async function dropPostgresDatabase(url: string): Promise<void> {
  await onServer(url, [`drop database if exists "${nameOf(url)}" with (force)`]);
}

/** Drops every copy an earlier or the current run left behind. */
export async function dropSuiteCopies(baseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: urlOf(baseUrl, 'postgres') });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [copyPrefix(baseUrl)],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
