// How the staff's screens grow with the trip: the product seeded with 1,000, 4,000 and 16,000 travellers
// per trip (BENCH_GROWTH_SIZES), each list's first page as its screen asks for it and the dashboard's calls,
// one request after another as one member of staff, with `accept-encoding: gzip`: the median time to the
// last byte and the bytes on the wire, per size.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendEnv, type Backend } from './lib/backend.ts';
import { spawnReady } from './lib/child.ts';
import { listRowCount } from './lib/list-reply.ts';
import { repeatedGet } from './lib/repeated-get.ts';
import { isTimeout } from './lib/timeout.ts';
import type { GrowthApiInfo, GrowthEndpoint } from './servers/growth-api-server.ts';

export type GrowthSample = {
  medianMs: number;
  wireBytes: number;
  contentEncoding: string;
  /** Rows in the reply and rows in all (the same for a list that is not paged); absent for the dashboard. */
  rows?: number;
  total?: number;
  /** The list holds more than `total` rows: its count stopped there. */
  totalIsAtLeast?: boolean;
  /** Why the first run was discarded, when it timed out and these figures are of the second. */
  retriedAfter?: string;
};

export type GrowthEndpointFigures = Pick<GrowthEndpoint, 'name' | 'kind' | 'target'> & {
  /** By trip size; a size whose run failed has no sample. */
  samples: Map<number, GrowthSample>;
};

export type GrowthFigures = { sizes: number[]; endpoints: GrowthEndpointFigures[]; failures: string[] };

/** What a browser sends for an API call, as far as the reply's encoding goes. */
const ACCEPT_ENCODING = 'gzip';
/** Seeding takes longer the more travellers: generous, so a busy machine is not taken for a hung one. */
const startUpMs = (travellers: number) => 180_000 + travellers * 60;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function sample(endpoint: GrowthEndpoint, cookie: string, seconds: number): Promise<GrowthSample> {
  const got = await repeatedGet({
    url: endpoint.url,
    headers: { cookie, 'accept-encoding': ACCEPT_ENCODING },
    seconds,
  });
  const figures = { medianMs: got.medianMs, wireBytes: got.wireBytes, contentEncoding: got.contentEncoding };
  const reply = JSON.parse(got.body.toString('utf8')) as unknown;
  if (endpoint.kind !== 'list' && !Array.isArray(reply)) return figures;
  const { rows, total, totalIsAtLeast } = listRowCount(reply);
  return { ...figures, rows, total, totalIsAtLeast };
}

/** One endpoint's run, once more if it timed out. */
async function sampleWithRetry(endpoint: GrowthEndpoint, cookie: string, seconds: number): Promise<GrowthSample> {
  try {
    return await sample(endpoint, cookie, seconds);
  } catch (error) {
    if (!isTimeout(error)) throw error;
    return { ...(await sample(endpoint, cookie, seconds)), retriedAfter: messageOf(error) };
  }
}

export async function measureGrowth(
  backend: Backend,
  sizes: number[],
  seconds: number,
  log: (message: string) => void,
): Promise<GrowthFigures> {
  const endpoints = new Map<string, GrowthEndpointFigures>();
  const failures: string[] = [];
  for (const size of sizes) {
    const workDir = mkdtempSync(join(tmpdir(), 'voyage-bench-growth-'));
    try {
      log(`growth: seeding ${size} travellers per trip on ${backend.name}`);
      const start = () =>
        spawnReady<GrowthApiInfo>(
          join(import.meta.dirname, 'servers/growth-api-server.ts'),
          { BENCH_WORK_DIR: workDir, BENCH_GROWTH_TRAVELLERS: String(size), ...backendEnv(backend) },
          startUpMs(size),
        );
      let startRetriedAfter: string | undefined;
      const api = await start().catch((error: unknown) => {
        if (!isTimeout(error)) throw error;
        startRetriedAfter = messageOf(error);
        rmSync(join(workDir, 'data'), { recursive: true, force: true });
        return start();
      });
      try {
        for (const endpoint of api.info.endpoints) {
          const { name, kind, target } = endpoint;
          const figures = endpoints.get(name) ?? { name, kind, ...(target ? { target } : {}), samples: new Map() };
          endpoints.set(name, figures);
          try {
            const got = await sampleWithRetry(endpoint, api.info.cookie, seconds);
            const retriedAfter = got.retriedAfter ?? startRetriedAfter;
            figures.samples.set(size, { ...got, ...(retriedAfter ? { retriedAfter } : {}) });
          } catch (error) {
            failures.push(`growth ${endpoint.name} at ${size} on ${backend.name}: ${messageOf(error)}`);
          }
        }
      } finally {
        await api.stop();
      }
    } catch (error) {
      failures.push(`growth at ${size} travellers on ${backend.name}: ${messageOf(error)}`);
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }
  return { sizes, endpoints: [...endpoints.values()], failures };
}
