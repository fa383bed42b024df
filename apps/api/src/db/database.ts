import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** The one database type all code uses, whether PGlite or node-postgres is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

/** An open database: the query builder plus what start-up and shutdown need from the driver. */
export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  /** Applies the committed migrations in apps/api/drizzle. */
  migrate(): Promise<void>;
  /** Runs `task` while no other instance sharing this database runs its own (migrations, first seed). */
  withStartupLock<T>(task: () => Promise<T>): Promise<T>;
  /** Flushes and closes; safe to call twice. */
  close(): Promise<void>;
};
