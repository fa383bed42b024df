// `npm run bench`: every benchmark once, then one table of figures and ratios.
// Ratios against a bare baseline on the same machine, never absolute thresholds.
// Environment: BENCH_SECONDS (measured run, default 10), BENCH_WARMUP_SECONDS (default 2), and
// BENCH_ONLY, a comma-separated list of groups to run (students, payments, registration, rooming,
// operations, landing, bundle; default all), e.g. `BENCH_ONLY=registration npx tsx bench/run.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureBundleSize, type BundleSize } from './bundle-size.ts';
import { measureFlightManifest } from './flight-manifest.ts';
import { measureLanding } from './landing-lighthouse.ts';
import { startProduct } from './lib/product.ts';
import type { LoadResult } from './lib/load.ts';
import { formatNumber, ratio, renderTable, type Row } from './lib/table.ts';
import { measurePayments } from './payments-api.ts';
import { measureAutosave, measureUpload } from './registration-api.ts';
import { measureRoomingAutoFill } from './rooming-auto-fill.ts';
import { measureStudents } from './students-api.ts';

const GROUPS = ['students', 'payments', 'registration', 'rooming', 'operations', 'landing', 'bundle'] as const;
type Group = (typeof GROUPS)[number];

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const only = process.env.BENCH_ONLY?.split(',')
  .map((group) => group.trim())
  .filter(Boolean);
const unknownGroups = only?.filter((group) => !(GROUPS as readonly string[]).includes(group)) ?? [];
if (unknownGroups.length > 0) {
  console.error(`BENCH_ONLY: unknown ${unknownGroups.join(', ')} (groups: ${GROUPS.join(', ')})`);
  process.exit(2);
}
const isWanted = (group: Group) => !only || only.includes(group);
const started = Date.now();
const log = (message: string) => console.log(`[bench +${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

const rows: Row[] = [];
const failures: string[] = [];

async function step(group: Group, name: string, run: () => Promise<void>): Promise<void> {
  if (!isWanted(group)) return;
  log(`${name}…`);
  try {
    await run();
  } catch (error) {
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    log(`${name} failed`);
  }
}

/** The three rows of a load benchmark, and its errors among the failures. */
function pushLoad(label: string, api: LoadResult, bare: LoadResult): void {
  rows.push(
    {
      benchmark: label,
      measure: 'requests/s',
      voyage: api.requestsPerSecond,
      baseline: bare.requestsPerSecond,
      ratio: ratio(api.requestsPerSecond, bare.requestsPerSecond),
    },
    {
      benchmark: label,
      measure: 'p50 latency ms',
      voyage: api.p50Ms,
      baseline: bare.p50Ms,
      ratio: ratio(api.p50Ms, bare.p50Ms),
    },
    {
      benchmark: label,
      measure: 'p99 latency ms',
      voyage: api.p99Ms,
      baseline: bare.p99Ms,
      ratio: ratio(api.p99Ms, bare.p99Ms),
    },
  );
  if (api.errors + bare.errors > 0) failures.push(`${label}: ${api.errors} API errors, ${bare.errors} bare errors`);
}

await step('students', `api/students page (2,000 travellers), autocannon ${seconds}s x 10 connections`, async () => {
  const { api, bare, bytes, students } = await measureStudents(seconds, warmUpSeconds);
  pushLoad(`api/students page (${students} rows, ${formatNumber(bytes / 1024)} kB)`, api, bare);
});

await step(
  'payments',
  `payments review queue and ledger (2,000 travellers, 4,000 payments), autocannon ${seconds}s x 10 and x 2 connections`,
  async () => {
    const { queue, csv, xlsx, payments, processing } = await measurePayments(seconds, warmUpSeconds);
    const kB = (bytes: number) => `${formatNumber(bytes / 1024)} kB`;
    pushLoad(
      `api/admin/payments?status=pending page (${queue.rows} of ${queue.total} waiting, ${kB(queue.bytes)})`,
      queue.api,
      queue.bare,
    );
    pushLoad(`payments ledger CSV (${payments} rows, ${kB(csv.bytes)}, 2 connections)`, csv.api, csv.bare);
    pushLoad(`payments ledger XLSX (${payments} rows, ${kB(xlsx.bytes)}, 2 connections)`, xlsx.api, xlsx.bare);
    if (queue.total !== processing)
      failures.push(`payments: the queue counts ${queue.total} payments, ${processing} are waiting for confirmation`);
  },
);

await step(
  'registration',
  `registration autosave (PUT /api/registration/draft), autocannon ${seconds}s x 10 connections`,
  async () => {
    const { api, bare, requestBytes, replyBytes } = await measureAutosave(seconds, warmUpSeconds);
    pushLoad(`registration autosave (${requestBytes} B in, ${replyBytes} B out)`, api, bare);
  },
);

await step(
  'registration',
  `registration ID upload (POST /api/registration/draft/document), autocannon ${seconds}s x 2 connections`,
  async () => {
    const { api, bare, uploadedBytes, storedBytes, storedObjects } = await measureUpload(seconds, warmUpSeconds);
    const megabytes = (bytes: number) => formatNumber(bytes / 1024 / 1024);
    const label = `registration ID upload (12 MP JPEG, ${megabytes(uploadedBytes)} MB)`;
    pushLoad(label, api, bare);
    rows.push({
      benchmark: label,
      measure: 'MB stored (re-encoded) vs uploaded',
      voyage: storedBytes / 1024 / 1024,
      baseline: uploadedBytes / 1024 / 1024,
      ratio: ratio(storedBytes, uploadedBytes),
    });
    if (storedObjects !== 1)
      failures.push(`${label}: ${storedObjects} objects left in the file store, expected the one document`);
  },
);

await step('rooming', `rooming auto-fill (2,000 travellers of one departure), ${seconds}s of runs`, async () => {
  const figures = measureRoomingAutoFill(seconds, warmUpSeconds);
  const label = `rooming auto-fill (${figures.travellers} travellers, ${figures.runs} runs)`;
  rows.push(
    {
      benchmark: label,
      measure: 'median ms vs sort and cut in threes',
      voyage: figures.autoFillMs,
      baseline: figures.baselineMs,
      ratio: ratio(figures.autoFillMs, figures.baselineMs),
    },
    {
      benchmark: label,
      measure: 'rooms (groups whole, by school and gender)',
      voyage: figures.rooms,
      baseline: figures.baselineRooms,
      ratio: ratio(figures.rooms, figures.baselineRooms),
    },
  );
});

await step(
  'operations',
  `flight manifest and rooming list of one departure (2,000 travellers), autocannon ${seconds}s x 2 connections per format`,
  async () => {
    const figures = await measureFlightManifest(seconds, warmUpSeconds);
    const kB = (bytes: number) => `${formatNumber(bytes / 1024)} kB`;
    for (const format of ['csv', 'xlsx', 'pdf'] as const) {
      const { api, bare, bytes } = figures[format];
      pushLoad(`flight manifest ${format.toUpperCase()} (${figures.passengers} passengers, ${kB(bytes)})`, api, bare);
    }
    for (const [format, { api, bare, bytes }] of [
      ['xlsx', figures.roomingXlsx],
      ['pdf', figures.roomingPdf],
    ] as const) {
      pushLoad(`rooming list ${format.toUpperCase()} (${figures.passengers} travellers, ${kB(bytes)})`, api, bare);
    }
    if (figures.passengers < 1000) failures.push(`flight manifest: only ${figures.passengers} passengers`);
  },
);

if (isWanted('landing') || isWanted('bundle')) {
  log('starting the product (API serving the built web app) on a fresh data directory');
  const product = await startProduct();
  try {
    await step('landing', 'Lighthouse mobile: landing page vs static page of the same text', async () => {
      const { landing, baseline } = await measureLanding(product.baseUrl);
      const label = 'Lighthouse mobile /';
      const measures = [
        ['performance score', 'score'],
        ['FCP ms', 'fcpMs'],
        ['LCP ms', 'lcpMs'],
        ['TBT ms', 'tbtMs'],
        ['JS transferred kB', 'jsKb'],
      ] as const;
      for (const [measure, key] of measures) {
        rows.push({
          benchmark: label,
          measure,
          voyage: landing[key],
          baseline: baseline[key],
          ratio: ratio(landing[key], baseline[key]),
        });
      }
    });

    await step('bundle', 'initial JavaScript of the landing page and the admin area', async () => {
      const sizes: BundleSize[] = await measureBundleSize(product.baseUrl);
      for (const size of sizes) {
        rows.push({
          benchmark: `initial JS ${size.page}`,
          measure: `gzip kB (${size.scripts} files, ${formatNumber(size.rawKb)} kB raw)`,
          voyage: size.gzipKb,
          baseline: '',
          ratio: '',
        });
      }
    });
  } finally {
    await product.stop();
  }
}

console.log(`\nVoyage benchmarks (${new Date().toISOString()}, Node ${process.version}); ratio = voyage / baseline\n`);
console.log(renderTable(rows));
// Kept (git-ignored) so two runs can be compared side by side.
const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  join(resultsDir, 'latest.json'),
  `${JSON.stringify({ at: new Date().toISOString(), node: process.version, only: only ?? GROUPS, rows, failures }, null, 2)}\n`,
);
if (failures.length > 0) {
  console.error(`\nNot measured:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
log('done');
