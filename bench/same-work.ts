// Same-work baselines (bench/README.md#same-work-baselines): each staff list, the dashboard's calls and the
// students CSV export through the whole product (production logger, the admin's session), against a bare
// Fastify route that replays the statements the product sent for one request, in parallel where the product
// sent them so, and answers the same bytes. Autocannon at 10 and at 1 connection, Voyage and the baseline in
// turn, BENCH_SAME_WORK_PAIRS pairs; the medians' ratios against their targets. On PGlite, and on PostgreSQL
// too with BENCH_DATABASE_URL. Run on its own: `cd bench && npx tsx same-work.ts`, or `npm run bench -- same-work`.
// With BENCH_SAME_WORK_PROFILE=<dir> it takes the product's CPU profile under load instead (same-work-profile.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { backendEnv, benchBackends, type Backend } from './lib/backend.ts';
import { spawnReady } from './lib/child.ts';
import { measureLoad, type LoadResult } from './lib/load.ts';
import { withFreshSessionCopy } from './lib/sign-in.ts';
import {
  baselinePath,
  type SameWorkApiInfo,
  type SameWorkBaselineInfo,
  type SameWorkEndpoint,
} from './lib/same-work-endpoint.ts';
import { formatNumber, renderTable, type Row } from './lib/table.ts';
import {
  isChosen,
  sameWorkSettings,
  type SameWorkEndpointFigures,
  type SameWorkFigures,
  type SameWorkRun,
  type SameWorkSettings,
  type Side,
  type Spread,
} from './lib/same-work-figures.ts';
import { profileSameWork } from './same-work-profile.ts';

export { sameWorkSettings, type SameWorkFigures, type SameWorkSettings };

export const REQUESTS_TARGET = 0.8;
export const P99_TARGET = 2;
/** Generous: seeding takes longer the more travellers, and the machine may be busy. */
const startUpMs = (travellers: number) => 180_000 + travellers * 60;
/** A GET cut off at the warm-up's end leaves little behind: a short pause before the measured run. */
const SETTLE_MS = 500;
const IDENTITY = { 'accept-encoding': 'identity' };

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function spread(runs: number[]): Spread {
  const sorted = [...runs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)!, runs };
}

const side = (results: LoadResult[]): Side => ({
  requestsPerSecond: spread(results.map((result) => result.requestsPerSecond)),
  p99Ms: spread(results.map((result) => result.p99Ms)),
  errors: results.reduce((sum, result) => sum + result.errors, 0),
});

/** The baseline must answer the bytes and the content type the product answers, or it is not the same work. */
async function checkSameReply(endpoint: SameWorkEndpoint, productUrl: string, baselineUrl: string, cookie: string) {
  const expected = readFileSync(endpoint.bodyFile);
  for (const [who, url, headers] of [
    ['Voyage', productUrl, { ...IDENTITY, cookie }],
    ['the baseline', baselineUrl, IDENTITY],
  ] as const) {
    const response = await fetch(url, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${endpoint.name}: ${who} answered ${response.status}`);
    if (!body.equals(expected))
      throw new Error(`${endpoint.name}: ${who} answered ${body.length} bytes, not the ${expected.length} recorded`);
    if (response.headers.get('content-type') !== endpoint.contentType)
      throw new Error(`${endpoint.name}: ${who} answered ${response.headers.get('content-type')}`);
  }
}

/** The floor: servers/bare-server.ts sending the product's reply, no database at all. */
const startFloor = (endpoint: SameWorkEndpoint) =>
  spawnReady<{ url: string }>(join(import.meta.dirname, 'servers/bare-server.ts'), {
    BENCH_BODY_FILE: endpoint.bodyFile,
    BENCH_CONTENT_TYPE: endpoint.contentType,
  });

async function measureEndpoint(
  endpoint: SameWorkEndpoint,
  index: number,
  api: SameWorkApiInfo,
  baseline: SameWorkBaselineInfo,
  settings: SameWorkSettings,
  log: (message: string) => void,
): Promise<SameWorkEndpointFigures> {
  const productUrl = `${api.baseUrl}${endpoint.path}`;
  const baselineUrl = `${baseline.baseUrl}${baselinePath(index)}`;
  await checkSameReply(endpoint, productUrl, baselineUrl, api.cookie);
  const floor = await startFloor(endpoint);
  try {
    return await measureRuns(endpoint, productUrl, baselineUrl, floor.info.url, api.cookie, settings, log);
  } finally {
    await floor.stop();
  }
}

async function measureRuns(
  endpoint: SameWorkEndpoint,
  productUrl: string,
  baselineUrl: string,
  floorUrl: string,
  cookie: string,
  settings: SameWorkSettings,
  log: (message: string) => void,
): Promise<SameWorkEndpointFigures> {
  const loadBefore = loadAverage();
  const runs: SameWorkRun[] = [];
  for (const connections of settings.connections) {
    const load = (url: string, headers: Record<string, string>) =>
      measureLoad({
        url,
        headers,
        connections,
        seconds: settings.seconds,
        warmUpSeconds: settings.warmUpSeconds,
        settleMs: SETTLE_MS,
      });
    const voyage: LoadResult[] = [];
    const bare: LoadResult[] = [];
    for (let pair = 0; pair < settings.pairs; pair += 1) {
      log(`same-work: ${endpoint.name}, ${connections} connection(s), pair ${pair + 1} of ${settings.pairs}`);
      // A copy of the session fresh for the run, as a browser's (lib/sign-in.ts).
      const fresh = await withFreshSessionCopy(productUrl, cookie);
      voyage.push(await load(productUrl, { ...IDENTITY, cookie: fresh }));
      bare.push(await load(baselineUrl, IDENTITY));
    }
    const floor = await load(floorUrl, IDENTITY);
    const v = side(voyage);
    const b = side(bare);
    runs.push({
      connections,
      voyage: v,
      baseline: b,
      requestsRatio: v.requestsPerSecond.median / b.requestsPerSecond.median,
      p99Ratio: v.p99Ms.median / b.p99Ms.median,
      floor,
    });
  }
  const groups = new Set(endpoint.statements.map((statement) => statement.group)).size;
  return {
    name: endpoint.name,
    bytes: readFileSync(endpoint.bodyFile).length,
    statements: endpoint.statements.length,
    groups,
    runs,
    loadBefore,
    loadAfter: loadAverage(),
  };
}

/** The product and its baseline started on a fresh database of `backend`, then every endpoint measured. */
export async function measureSameWork(
  backend: Backend,
  settings: SameWorkSettings,
  log: (message: string) => void = console.log,
): Promise<SameWorkFigures> {
  const workDir = mkdtempSync(join(tmpdir(), 'voyage-bench-same-work-'));
  const stops: (() => Promise<void>)[] = [];
  const failures: string[] = [];
  const endpoints: SameWorkEndpointFigures[] = [];
  try {
    log(`same-work: seeding ${settings.travellers} travellers per trip on ${backend.name}`);
    const api = await spawnReady<SameWorkApiInfo>(
      join(import.meta.dirname, 'servers/same-work-api-server.ts'),
      {
        BENCH_WORK_DIR: workDir,
        BENCH_SAME_WORK_TRAVELLERS: String(settings.travellers),
        ...backendEnv(backend),
      },
      startUpMs(settings.travellers),
    );
    stops.push(api.stop);
    const baseline = await spawnReady<SameWorkBaselineInfo>(
      join(import.meta.dirname, 'servers/same-work-baseline.ts'),
      {
        BENCH_WORK_DIR: workDir,
        BENCH_ENDPOINTS_FILE: api.info.endpointsFile,
        BENCH_PGLITE_DUMP: api.info.pgliteDump ?? '',
        ...backendEnv(backend),
      },
    );
    stops.push(baseline.stop);
    const recorded = JSON.parse(readFileSync(api.info.endpointsFile, 'utf8')) as SameWorkEndpoint[];
    for (const [index, endpoint] of recorded.entries()) {
      if (!isChosen(settings, endpoint.name)) continue;
      try {
        endpoints.push(await measureEndpoint(endpoint, index, api.info, baseline.info, settings, log));
      } catch (error) {
        failures.push(`same-work ${endpoint.name} on ${backend.name}: ${messageOf(error)}`);
      }
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  for (const endpoint of endpoints) {
    for (const run of endpoint.runs) {
      const where = `same-work ${endpoint.name} on ${backend.name} at ${run.connections} connection(s)`;
      if ([run.voyage.requestsPerSecond, run.baseline.requestsPerSecond].some((spread) => spread.min === 0))
        failures.push(`${where}: a run in which no request finished (BENCH_SECONDS too short?)`);
      if (run.voyage.errors + run.baseline.errors + run.floor.errors > 0)
        failures.push(
          `${where}: ${run.voyage.errors} Voyage errors, ${run.baseline.errors} baseline errors, ` +
            `${run.floor.errors} floor errors`,
        );
    }
  }
  const figures: SameWorkFigures = {
    backend: backend.name,
    travellers: settings.travellers,
    settings,
    endpoints,
    failures,
  };
  const resultsDir = join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, `same-work-${backend.name.toLowerCase()}.json`),
    `${JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
  return figures;
}

const median = (value: Spread) =>
  `${formatNumber(value.median)} (${formatNumber(value.min)}–${formatNumber(value.max)})`;

/** A row per endpoint and connection count: both sides' requests per second and p99, the ratios, the load. */
export function sameWorkRows(figures: SameWorkFigures): Row[] {
  return figures.endpoints.flatMap((endpoint) =>
    endpoint.runs.map((run) => ({
      endpoint: endpoint.name,
      backend: figures.backend,
      conns: String(run.connections),
      'voyage req/s median (min–max)': median(run.voyage.requestsPerSecond),
      'baseline req/s median (min–max)': median(run.baseline.requestsPerSecond),
      'req/s ratio (≥ 0.8)': `${formatNumber(run.requestsRatio)} ${run.requestsRatio >= REQUESTS_TARGET ? 'yes' : 'NO'}`,
      'voyage p99 ms': run.voyage.p99Ms.median,
      'baseline p99 ms': run.baseline.p99Ms.median,
      'p99 ratio (≤ 2)': `${formatNumber(run.p99Ratio)} ${run.p99Ratio <= P99_TARGET ? 'yes' : 'NO'}`,
      'floor (fixed bytes) req/s': run.floor.requestsPerSecond,
      'floor p99 ms': run.floor.p99Ms,
      'load before → after': `${endpoint.loadBefore} → ${endpoint.loadAfter}`,
    })),
  );
}

async function main(): Promise<void> {
  const settings = sameWorkSettings();
  const profileDir = process.env.BENCH_SAME_WORK_PROFILE;
  const failures: string[] = [];
  const chosenBackend = process.env.BENCH_SAME_WORK_BACKEND?.trim().toLowerCase();
  for (const backend of benchBackends().filter((one) => !chosenBackend || one.name.toLowerCase() === chosenBackend)) {
    if (profileDir) {
      await profileSameWork(backend, profileDir, settings);
      continue;
    }
    const figures = await measureSameWork(backend, settings);
    console.log(
      `\nSame-work baselines, ${backend.name}, ${settings.travellers} travellers per trip, ${settings.pairs} pairs of ` +
        `${settings.seconds}s runs (${settings.warmUpSeconds}s warm-up), accept-encoding: identity\n`,
    );
    console.log(renderTable(sameWorkRows(figures)));
    failures.push(...figures.failures);
  }
  if (failures.length > 0) {
    console.error(`\nNot measured:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
