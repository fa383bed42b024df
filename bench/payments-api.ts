// The staff's payments for a 2,000-traveller trip with 4,000 payments (1,000 waiting for confirmation),
// through the whole API (auth, CSRF hooks, validation, query, serialisation or file writing), each
// against a bare Fastify route sending the same bytes with the same Content-Type:
// - the review queue's first page (`GET /api/admin/payments?status=pending`, 25 rows), what staff open all day;
// - the ledger export (`GET /api/admin/payments/ledger`) as CSV and as XLSX, the accountant's download.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnReady } from './lib/child.ts';
import { measureLoad, type LoadResult } from './lib/load.ts';
import type { PaymentsApiInfo, PaymentsEndpoint } from './servers/payments-api-server.ts';

export type EndpointFigures = { api: LoadResult; bare: LoadResult; bytes: number };
export type PaymentsFigures = {
  travellers: number;
  payments: number;
  processing: number;
  queue: EndpointFigures & { rows: number; total: number };
  csv: EndpointFigures;
  xlsx: EndpointFigures;
};

/** A ledger is a rare, heavy download (every payment written to a file): two staff at once, not ten. */
const LEDGER_CONNECTIONS = 2;
const BARE_SERVER = join(import.meta.dirname, 'servers/bare-server.ts');

export async function measurePayments(seconds: number, warmUpSeconds: number): Promise<PaymentsFigures> {
  const workDir = mkdtempSync(join(tmpdir(), 'voyage-bench-payments-'));
  const servers: { stop: () => Promise<void> }[] = [];
  try {
    const api = await spawnReady<PaymentsApiInfo>(join(import.meta.dirname, 'servers/payments-api-server.ts'), {
      BENCH_WORK_DIR: workDir,
    });
    servers.push(api);
    const measure = async (endpoint: PaymentsEndpoint, connections?: number): Promise<EndpointFigures> => {
      const bare = await spawnReady<{ url: string }>(BARE_SERVER, {
        BENCH_BODY_FILE: endpoint.bodyFile,
        BENCH_ROUTE: new URL(endpoint.url).pathname,
        BENCH_CONTENT_TYPE: endpoint.contentType,
      });
      try {
        // One server at a time under load: the two processes share two cores with the load generator.
        const load = { seconds, warmUpSeconds, ...(connections ? { connections } : {}) };
        const apiResult = await measureLoad({ url: endpoint.url, headers: { cookie: api.info.cookie }, ...load });
        const bareResult = await measureLoad({ url: bare.info.url, ...load });
        return { api: apiResult, bare: bareResult, bytes: endpoint.bytes };
      } finally {
        await bare.stop();
      }
    };
    const queue = await measure(api.info.queue);
    const csv = await measure(api.info.csv, LEDGER_CONNECTIONS);
    const xlsx = await measure(api.info.xlsx, LEDGER_CONNECTIONS);
    return {
      travellers: api.info.travellers,
      payments: api.info.payments,
      processing: api.info.processing,
      queue: { ...queue, rows: api.info.queue.rows, total: api.info.queue.total },
      csv,
      xlsx,
    };
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}
