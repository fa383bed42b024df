// The same-work baseline: a bare Fastify route per endpoint the product server recorded
// (BENCH_ENDPOINTS_FILE), no session, no validation, that replays the product's statements for one request
// (each group sent side by side in parallel, the groups in turn) and answers the product's reply: its bytes
// as recorded, not made again from the rows (bench/README.md#same-work-baselines). On PostgreSQL
// (BENCH_DATABASE_URL) through node-postgres with the product's pool settings; on PGlite through its own
// `query` on a copy of the product's database (BENCH_PGLITE_DUMP) in this process, as the product embeds it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { serverDatabaseUrl } from '../lib/backend.ts';
import { announceReady, closeOnSignal } from '../lib/child.ts';
import { baselinePath, groupsOf, type SameWorkBaselineInfo, type SameWorkEndpoint } from '../lib/same-work-endpoint.ts';
import { pgliteRunner, postgresRunner, type StatementRunner } from '../lib/statement-runner.ts';

const endpointsFile = process.env.BENCH_ENDPOINTS_FILE;
const workDir = process.env.BENCH_WORK_DIR;
if (!endpointsFile || !workDir) throw new Error('BENCH_ENDPOINTS_FILE and BENCH_WORK_DIR are required');
const databaseUrl = serverDatabaseUrl();
const dump = process.env.BENCH_PGLITE_DUMP;
if (!databaseUrl && !dump) throw new Error('BENCH_DATABASE_URL or BENCH_PGLITE_DUMP is required');

const runner: StatementRunner = databaseUrl
  ? postgresRunner(databaseUrl)
  : await pgliteRunner(join(workDir, 'baseline-pglite'), new Blob([readFileSync(dump!)]));

const endpoints = JSON.parse(readFileSync(endpointsFile, 'utf8')) as SameWorkEndpoint[];

/** One request's statements; answers each statement's rows, in the order recorded. */
async function replay(endpoint: SameWorkEndpoint): Promise<(number | null)[]> {
  const counts: (number | null)[] = [];
  for (const group of groupsOf(endpoint.statements)) counts.push(...(await Promise.all(group.map(runner.run))));
  return counts;
}

// The replay must be the same work: every statement reads or writes as many rows as the product's did.
for (const endpoint of endpoints) {
  const counts = await replay(endpoint);
  endpoint.statements.forEach((statement, index) => {
    if (counts[index] !== statement.rowCount)
      throw new Error(
        `${endpoint.name}: replayed statement ${index + 1} touched ${counts[index]} rows, the product's ` +
          `${statement.rowCount}: ${statement.text.slice(0, 120)}`,
      );
  });
}

const app = Fastify({ logger: false });
endpoints.forEach((endpoint, index) => {
  const body = readFileSync(endpoint.bodyFile);
  app.get(baselinePath(index), async (_request, reply) => {
    await replay(endpoint);
    return reply.type(endpoint.contentType).send(body);
  });
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const info: SameWorkBaselineInfo = { baseUrl: address, pid: process.pid };
announceReady(info);

closeOnSignal(() => app.close().then(() => runner.close()));
