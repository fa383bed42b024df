// What every product server of the benchmarks starts with: the real API (buildApp) on a fresh database
// seeded with the demo data, listening on a free port, the admin signed in. The database is a file-backed
// PGlite under BENCH_WORK_DIR, or, when BENCH_DATABASE_URL is set, that PostgreSQL database with its
// schema dropped and made again, so every run starts from the same rows whichever ran before.
import { openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config/config.ts';
import type { Database, DatabaseHandle } from '../../apps/api/src/db/database.ts';
import { openDatabase } from '../../apps/api/src/db/open-database.ts';
import { seedDemo } from '../../apps/api/src/db/seed/seed-demo.ts';
import { createLogger } from '../../apps/api/src/lib/logger.ts';
import { serverDatabaseUrl } from '../lib/backend.ts';
import { ADMIN, freePort } from '../lib/product.ts';
import { signInAdmin } from '../lib/sign-in.ts';

export type SeededApi = {
  baseUrl: string;
  workDir: string;
  dataDir: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The admin's Cookie header: signed in with the password and a first authenticator code. */
  cookie: string;
  /** The active trip, the one the staff screens open on. */
  tripId: number;
};

/** As the API tests' PostgreSQL set-up does: nothing of an earlier run is left, migrations included. */
async function dropSchema(db: Database): Promise<void> {
  await db.execute('drop schema if exists drizzle cascade');
  await db.execute('drop schema if exists public cascade');
  await db.execute('create schema public');
}

/** The production logger's lines written to a file as they come, as pino writes them to standard output. */
function fileDestination(path: string) {
  const fd = openSync(path, 'a');
  return { write: (line: string) => void writeSync(fd, line) };
}

/**
 * `travellersPerTrip` for the active trip and last year's; the demo's own numbers when omitted. With
 * `productionLogger` the API logs as `npm start` runs it (JSON lines on standard output, a line per request),
 * or to `logFile` (`/dev/null` to keep the cost of writing them and not the lines).
 */
export async function startSeededApi({
  travellersPerTrip,
  productionLogger = false,
  logFile,
}: { travellersPerTrip?: number; productionLogger?: boolean; logFile?: string } = {}): Promise<SeededApi> {
  const workDir = process.env.BENCH_WORK_DIR;
  if (!workDir) throw new Error('BENCH_WORK_DIR is required');
  const databaseUrl = serverDatabaseUrl();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = join(workDir, 'data');
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    // Passed as the product gets it, so the rest of its configuration (where rate limits are counted) follows.
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  if (database.driver === 'postgres') await dropSchema(database.db);
  await database.migrate();
  await seedDemo(database.db, { admin: ADMIN, ...(travellersPerTrip ? { travellersPerTrip } : {}) });

  const app = await buildApp({
    config: { ...config, authSecret: 'bench-secret-bench-secret-bench-secret-0' },
    db: database.db,
    ...(productionLogger ? { logger: createLogger(config, logFile ? fileDestination(logFile) : undefined) } : {}),
  });
  await app.listen({ host: config.host, port: config.port });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
    });
  }

  const cookie = await signInAdmin(baseUrl);
  const active = (await (await fetch(`${baseUrl}/api/trip/active`)).json()) as { id: number };
  return { baseUrl, workDir, dataDir, app, database, cookie, tripId: active.id };
}

/** A GET as the signed-in admin, its JSON reply. */
export async function getJson<T>(api: SeededApi, path: string): Promise<T> {
  const response = await fetch(`${api.baseUrl}${path}`, { headers: { cookie: api.cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
