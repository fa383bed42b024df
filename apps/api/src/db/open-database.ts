import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { API_ROOT } from '../config/api-root.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import type { DatabaseHandle } from './database.ts';
import * as schema from './schema/index.ts';

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');

// Any constant works; it only has to be the same for every instance of the product.
const STARTUP_LOCK_KEY = 0x766f79;

type OpenOptions = {
  dataDir: string;
  databaseUrl: string | undefined;
  onPoolError?: (error: Error) => void;
};

/** PGlite over an already created client: the embedded default, and the in-memory copies tests use. */
export function pgliteHandle(client: PGlite, onClose: () => void | Promise<void> = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process per data directory (the data-directory lock), so there is no one else to wait for.
    withStartupLock: (task) => task(),
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (!client.closed) {
          await client.exec('CHECKPOINT');
          await client.close();
        }
      } finally {
        await onClose();
      }
    },
  };
}

/**
 * Drizzle over a pool. An idle connection the server ends (a restart, a failover, its database dropped) emits
 * an error on the pool, which would crash the process without a listener: `onPoolError` hears it, and the
 * next query opens a new connection.
 */
export function postgresHandle(pool: pg.Pool, onPoolError: (error: Error) => void = () => {}): DatabaseHandle {
  pool.on('error', onPoolError);
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async withStartupLock(task) {
      // A session-level advisory lock lives on one connection, so hold a dedicated one.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await task();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * The lists' statements are prepared once per shape (prepared-shapes.ts) so they are parsed once per connection,
 * but each is planned for its values: after five runs PostgreSQL would otherwise settle on a generic plan made
 * without them, and a queue's count planned for "any trip, any status" took three times as long as one planned
 * for its own trip and status.
 */
const CONNECTION_SETTINGS = '-c plan_cache_mode=force_custom_plan';

function openPostgres(url: string, onPoolError: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    options: CONNECTION_SETTINGS,
  });
  return postgresHandle(pool, onPoolError);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const lock: DataDirLock = await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    return pgliteHandle(client, () => lock.release());
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** PostgreSQL when DATABASE_URL is set, otherwise file-backed PGlite under DATA_DIR behind its lock. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const handle = openPostgres(options.databaseUrl, options.onPoolError ?? (() => {}));
    await handle.db.execute(sql`select 1`);
    return handle;
  }
  return openPglite(options.dataDir);
}
