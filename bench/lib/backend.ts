/**
 * The databases the product servers of a benchmark run on: embedded PGlite always, and PostgreSQL when
 * BENCH_DATABASE_URL names a database the benchmarks may wipe (each server drops and recreates its schema).
 */
export type Backend = { name: 'PGlite' | 'PostgreSQL'; databaseUrl?: string };

export const PGLITE: Backend = { name: 'PGlite' };

export function benchBackends(env: NodeJS.ProcessEnv = process.env): Backend[] {
  const databaseUrl = env.BENCH_DATABASE_URL?.trim();
  return databaseUrl ? [PGLITE, { name: 'PostgreSQL', databaseUrl }] : [PGLITE];
}

/**
 * The environment a product server is started with: every spawn names its database, so a PGlite run never
 * inherits the PostgreSQL URL from the shell.
 */
export const backendEnv = (backend: Backend): Record<string, string> => ({
  BENCH_DATABASE_URL: backend.databaseUrl ?? '',
});

/** The database a product server was started for (inside that server). */
export const serverDatabaseUrl = (): string | undefined => process.env.BENCH_DATABASE_URL?.trim() || undefined;
