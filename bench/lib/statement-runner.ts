// Runs a recorded statement as the product's driver ran it: through a node-postgres pool of the product's
// settings (apps/api/src/db/open-database.ts), or through PGlite's own `query`, in both cases with dates,
// instants and intervals left as the text the database wrote, as drizzle asks its driver for them.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteRowCount, type Captured } from './statement-replay.ts';

export type StatementRunner = {
  /** Runs the statement; answers the rows it read or wrote. */
  run: (statement: Captured) => Promise<number | null>;
  close: () => Promise<void>;
};

// The types drizzle reads as text (drizzle-orm/node-postgres/session.js and pglite/session.js).
const AS_TEXT = [1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;

const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    AS_TEXT.includes(oid) ? asText : pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig;

export function postgresRunner(connectionString: string): StatementRunner {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  return {
    run: async ({ text, values, rowMode }) =>
      (await pool.query({ text, values, types: pgTypes, ...(rowMode === 'array' ? { rowMode } : {}) })).rowCount,
    close: () => pool.end(),
  };
}

const pgliteParsers = Object.fromEntries(AS_TEXT.map((oid) => [oid, asText]));

/** A file-backed PGlite in `dataDir`, made from `dump` (PGlite's dumpDataDir of the product's database). */
export async function pgliteRunner(dataDir: string, dump: Blob): Promise<StatementRunner> {
  const client = await PGlite.create(dataDir, { loadDataDir: dump });
  return {
    run: async ({ text, values, rowMode }) =>
      pgliteRowCount(text, await client.query(text, values, { rowMode: rowMode ?? 'object', parsers: pgliteParsers })),
    close: () => client.close(),
  };
}
