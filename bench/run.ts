// `npm run bench`: every benchmark once, then one table of figures and ratios and one of growth.
// Ratios against a bare baseline on the same machine; the growth table prints its targets beside the figures.
// Groups: `npm run bench -- growth students` (or BENCH_ONLY=growth,students) runs those only; see
// bench/README.md for the groups and the environment (BENCH_DATABASE_URL adds the PostgreSQL rows).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureBundleSize, type BundleSize } from './bundle-size.ts';
import { measureFlightManifest } from './flight-manifest.ts';
import { measureGrowth, type GrowthFigures, type GrowthSample } from './growth.ts';
import { LIGHTHOUSE_RUNS, measureLanding } from './landing-lighthouse.ts';
import { benchBackends, PGLITE, type Backend } from './lib/backend.ts';
import type { LoadResult } from './lib/load.ts';
import { startProduct } from './lib/product.ts';
import { growthSizes, tripTravellers } from './lib/sizes.ts';
import { Footnotes, formatNumber, ratio, renderTable, type Row } from './lib/table.ts';
import { isTimeout } from './lib/timeout.ts';
import { measurePayments } from './payments-api.ts';
import { measureAutosave, measureUpload } from './registration-api.ts';
import { measureRoomingAutoFill } from './rooming-auto-fill.ts';
import { measureStudents } from './students-api.ts';

const GROUPS = [
  'students',
  'payments',
  'registration',
  'rooming',
  'operations',
  'growth',
  'landing',
  'bundle',
] as const;
type Group = (typeof GROUPS)[number];

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const chosen = [...process.argv.slice(2), ...(process.env.BENCH_ONLY?.split(',') ?? [])]
  .map((group) => group.trim())
  .filter(Boolean);
const only = chosen.length > 0 ? chosen : undefined;
const unknownGroups = only?.filter((group) => !(GROUPS as readonly string[]).includes(group)) ?? [];
if (unknownGroups.length > 0) {
  console.error(`unknown group ${unknownGroups.join(', ')} (groups: ${GROUPS.join(', ')})`);
  process.exit(2);
}
const isWanted = (group: Group) => !only || only.includes(group);
const backends = benchBackends();
const travellers = tripTravellers();
const sizes = growthSizes();
const started = Date.now();
const log = (message: string) => console.log(`[bench +${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

const rows: Row[] = [];
const growthRows: Row[] = [];
const failures: string[] = [];
const notes = new Footnotes();
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const count = (value: number) => value.toLocaleString('en');

/**
 * Runs one benchmark. One that timed out (a server that did not start in time, a page that did not load)
 * is run once more from the start, its first rows dropped, and its rows say so.
 */
async function step(group: Group, name: string, run: () => Promise<void>): Promise<void> {
  if (!isWanted(group)) return;
  log(`${name}…`);
  const before = { rows: rows.length, growthRows: growthRows.length, failures: failures.length };
  try {
    await run();
    return;
  } catch (error) {
    if (!isTimeout(error)) {
      failures.push(`${name}: ${messageOf(error)}`);
      log(`${name} failed`);
      return;
    }
    rows.length = before.rows;
    growthRows.length = before.growthRows;
    failures.length = before.failures;
    log(`${name} timed out (${messageOf(error)}); running it again`);
    try {
      await run();
    } catch (second) {
      failures.push(`${name}: ${messageOf(second)} (run twice: the first attempt timed out)`);
      log(`${name} failed`);
      return;
    }
    const mark = notes.mark(`run twice: the first attempt timed out (${messageOf(error)})`);
    for (const row of [...rows.slice(before.rows), ...growthRows.slice(before.growthRows)]) addNote(row, mark);
  }
}

function addNote(row: Row, mark: string): void {
  row.note = row.note ? `${row.note} ${mark}` : mark;
}

/** A measured run that had requests time out, and was run again. */
function timeoutNote(api: LoadResult, bare: LoadResult): string | undefined {
  const retried = [
    api.retriedAfterTimeouts ? `Voyage ${api.retriedAfterTimeouts}` : '',
    bare.retriedAfterTimeouts ? `baseline ${bare.retriedAfterTimeouts}` : '',
  ].filter(Boolean);
  if (retried.length === 0) return undefined;
  return notes.mark(
    `measured twice: requests timed out in the first run (${retried.join(', ')}); the second run's figures`,
  );
}

/** The three rows of a load benchmark, and its errors among the failures. */
function pushLoad(label: string, backend: Backend, api: LoadResult, bare: LoadResult): void {
  const note = timeoutNote(api, bare);
  const row = (measure: string, voyage: number, baseline: number): Row => ({
    benchmark: label,
    backend: backend.name,
    measure,
    voyage,
    baseline,
    ratio: ratio(voyage, baseline),
    ...(note ? { note } : {}),
  });
  rows.push(
    row('requests/s', api.requestsPerSecond, bare.requestsPerSecond),
    row('p50 latency ms', api.p50Ms, bare.p50Ms),
    row('p99 latency ms', api.p99Ms, bare.p99Ms),
  );
  if (api.errors + bare.errors > 0)
    failures.push(`${label} on ${backend.name}: ${api.errors} API errors, ${bare.errors} bare errors`);
  if (api.requestsPerSecond === 0 || bare.requestsPerSecond === 0)
    failures.push(`${label} on ${backend.name}: no request finished within the run (BENCH_SECONDS too short?)`);
}

const kB = (bytes: number) => `${formatNumber(bytes / 1024)} kB`;

for (const backend of backends) {
  await step(
    'students',
    `api/students page and the students screen (${count(travellers)} travellers, ${backend.name}), autocannon ${seconds}s x 10 connections`,
    async () => {
      const { api, bare, bytes, students, total, screen } = await measureStudents(backend, seconds, warmUpSeconds);
      pushLoad(`api/students page (${students} of ${count(total)} rows, ${kB(bytes)})`, backend, api, bare);
      if ('error' in screen) {
        failures.push(`students screen on ${backend.name}: ${screen.error}`);
        return;
      }
      rows.push({
        benchmark: `students screen first page shown (dashboard's Travellers, desktop, ${count(travellers)} travellers)`,
        backend: backend.name,
        measure: `ms from navigation, median of ${screen.visits}`,
        voyage: screen.medianMs,
        baseline: '',
        ratio: '',
        ...(screen.retriedAfter
          ? { note: notes.mark(`run twice: the first attempt timed out (${screen.retriedAfter})`) }
          : {}),
      });
    },
  );
}

for (const backend of backends) {
  await step(
    'payments',
    `payments review queue and ledger (${count(travellers)} travellers, ${count(travellers * 2)} payments, ${backend.name}), autocannon ${seconds}s x 10 and x 2 connections`,
    async () => {
      const { queue, csv, xlsx, payments, processing } = await measurePayments(backend, seconds, warmUpSeconds);
      pushLoad(
        `api/admin/payments?status=pending (${queue.rows} of ${queue.total} waiting, ${kB(queue.bytes)})`,
        backend,
        queue.api,
        queue.bare,
      );
      pushLoad(`payments ledger CSV (${payments} rows, ${kB(csv.bytes)}, 2 connections)`, backend, csv.api, csv.bare);
      pushLoad(
        `payments ledger XLSX (${payments} rows, ${kB(xlsx.bytes)}, 2 connections)`,
        backend,
        xlsx.api,
        xlsx.bare,
      );
      if (queue.total !== processing)
        failures.push(`payments: the queue counts ${queue.total} payments, ${processing} are waiting for confirmation`);
    },
  );
}

for (const backend of backends) {
  await step(
    'registration',
    `registration autosave (PUT /api/registration/draft, ${backend.name}), autocannon ${seconds}s x 10 connections`,
    async () => {
      const { api, bare, requestBytes, replyBytes } = await measureAutosave(backend, seconds, warmUpSeconds);
      pushLoad(`registration autosave (${requestBytes} B in, ${replyBytes} B out)`, backend, api, bare);
    },
  );

  await step(
    'registration',
    `registration ID upload (POST /api/registration/draft/document, ${backend.name}), autocannon ${seconds}s x 2 connections`,
    async () => {
      const { api, bare, uploadedBytes, storedBytes, storedObjects } = await measureUpload(
        backend,
        seconds,
        warmUpSeconds,
      );
      const megabytes = (bytes: number) => formatNumber(bytes / 1024 / 1024);
      const label = `registration ID upload (12 MP JPEG, ${megabytes(uploadedBytes)} MB)`;
      pushLoad(label, backend, api, bare);
      rows.push({
        benchmark: label,
        backend: backend.name,
        measure: 'MB stored (re-encoded) vs uploaded',
        voyage: storedBytes / 1024 / 1024,
        baseline: uploadedBytes / 1024 / 1024,
        ratio: ratio(storedBytes, uploadedBytes),
      });
      if (storedObjects !== 1)
        failures.push(`${label}: ${storedObjects} objects left in the file store, expected the one document`);
    },
  );
}

// In process, on the domain's function alone: no database to choose.
await step('rooming', `rooming auto-fill (2,000 travellers of one departure), ${seconds}s of runs`, async () => {
  const figures = measureRoomingAutoFill(seconds, warmUpSeconds);
  const label = `rooming auto-fill (${figures.travellers} travellers, ${figures.runs} runs)`;
  rows.push(
    {
      benchmark: label,
      backend: 'none',
      measure: 'median ms vs sort and cut in threes',
      voyage: figures.autoFillMs,
      baseline: figures.baselineMs,
      ratio: ratio(figures.autoFillMs, figures.baselineMs),
    },
    {
      benchmark: label,
      backend: 'none',
      measure: 'rooms (groups whole, by school and gender)',
      voyage: figures.rooms,
      baseline: figures.baselineRooms,
      ratio: ratio(figures.rooms, figures.baselineRooms),
    },
  );
});

for (const backend of backends) {
  await step(
    'operations',
    `flight manifest and rooming list of one departure (${count(travellers)} travellers, ${backend.name}), autocannon ${seconds}s x 2 connections per format`,
    async () => {
      const figures = await measureFlightManifest(backend, seconds, warmUpSeconds);
      for (const format of ['csv', 'xlsx', 'pdf'] as const) {
        const { api, bare, bytes } = figures[format];
        const label = `flight manifest ${format.toUpperCase()} (${figures.passengers} passengers, ${kB(bytes)})`;
        pushLoad(label, backend, api, bare);
      }
      for (const [format, { api, bare, bytes }] of [
        ['xlsx', figures.roomingXlsx],
        ['pdf', figures.roomingPdf],
      ] as const) {
        const label = `rooming list ${format.toUpperCase()} (${figures.passengers} travellers, ${kB(bytes)})`;
        pushLoad(label, backend, api, bare);
      }
      if (figures.passengers < travellers / 2) failures.push(`flight manifest: only ${figures.passengers} passengers`);
    },
  );
}

/** 1000 → 1k, 16000 → 16k, 500 → 0.5k: the growth table's column names (never a bare number, which would sort first). */
const sizeLabel = (size: number) => `${Number((size / 1000).toFixed(3))}k`;

/** Each endpoint's rows of the growth table: time, bytes and rows per size, the growth, the target. */
function pushGrowth(backend: Backend, figures: GrowthFigures): void {
  const smallest = sizeLabel(figures.sizes[0]!);
  const largestSize = figures.sizes.at(-1)!;
  const largest = sizeLabel(largestSize);
  const growth = `${largest}/${smallest}`;
  for (const endpoint of figures.endpoints) {
    const target = endpoint.target;
    const targetHere = target && (!target.backend || target.backend === backend.name) ? target : undefined;
    const retried = [...endpoint.samples.values()].find((sample) => sample.retriedAfter)?.retriedAfter;
    const note = retried ? notes.mark(`measured twice: the first run timed out (${retried})`) : undefined;
    const row = (
      measure: string,
      value: (sample: GrowthSample) => number | string,
      limit: number | undefined,
      unit: string,
      limitElsewhere?: string,
    ): Row => {
      const cells: Row = { list: endpoint.name, backend: backend.name, measure };
      for (const size of figures.sizes) {
        const sample = endpoint.samples.get(size);
        cells[sizeLabel(size)] = sample ? value(sample) : 'failed';
      }
      const first = cells[smallest];
      const last = cells[largest];
      cells[growth] = typeof first === 'number' && typeof last === 'number' ? ratio(last, first) : '';
      cells.target = limit !== undefined ? `≤ ${limit} ${unit}` : (limitElsewhere ?? '');
      cells[`within at ${largest}`] =
        limit === undefined ? '' : typeof last === 'number' ? (last <= limit ? 'yes' : 'NO') : 'n/a';
      if (note) cells.note = note;
      return cells;
    };
    const elsewhere = (limit: number | undefined, unit: string) =>
      target && !targetHere && limit !== undefined ? `≤ ${limit} ${unit} on ${target.backend}` : undefined;
    growthRows.push(
      row('median ms', (sample) => sample.medianMs, targetHere?.ms, 'ms', elsewhere(target?.ms, 'ms')),
      row('kB on the wire', (sample) => sample.wireBytes / 1024, targetHere?.kB, 'kB', elsewhere(target?.kB, 'kB')),
    );
    if (endpoint.kind === 'list' || [...endpoint.samples.values()].some((sample) => sample.rows !== undefined)) {
      growthRows.push(
        row(
          'rows in the reply, of all',
          (sample) => (sample.rows === undefined ? '' : `${sample.rows} of ${sample.total}`),
          undefined,
          '',
        ),
      );
    }
    const identity = [...endpoint.samples.values()].find((sample) => sample.contentEncoding !== 'gzip');
    if (identity && identity.wireBytes >= 1024)
      failures.push(`growth ${endpoint.name} on ${backend.name}: sent ${identity.contentEncoding}, not gzip`);
  }
  // Sizes that failed are in the table as such; why is told under it.
  failures.push(...figures.failures);
}

for (const backend of backends) {
  await step(
    'growth',
    `growth: staff lists and dashboard at ${sizes.map(count).join(', ')} travellers (${backend.name}), ${seconds}s per call`,
    async () => pushGrowth(backend, await measureGrowth(backend, sizes, seconds, log)),
  );
}

// The web app's own figures: the database answers one small call for them, so they are taken on PGlite alone.
if (isWanted('landing') || isWanted('bundle')) {
  log('starting the product (API serving the built web app) on a fresh data directory');
  const product = await startProduct();
  try {
    await step('landing', 'Lighthouse mobile: landing page vs static page of the same text', async () => {
      const { landing, baseline } = await measureLanding(product.baseUrl);
      const label = `Lighthouse mobile /, median of ${LIGHTHOUSE_RUNS}`;
      const measures = [
        ['performance score', 'score'],
        ['accessibility score', 'accessibility'],
        ['FCP ms', 'fcpMs'],
        ['LCP ms', 'lcpMs'],
        ['TBT ms', 'tbtMs'],
        ['JS transferred kB', 'jsKb'],
      ] as const;
      for (const [measure, key] of measures) {
        rows.push({
          benchmark: label,
          backend: PGLITE.name,
          measure,
          voyage: landing[key],
          baseline: baseline[key],
          ratio: ratio(landing[key], baseline[key]),
        });
      }
    });

    await step('bundle', 'initial JavaScript of the landing page and the admin area', async () => {
      const bundleSizes: BundleSize[] = await measureBundleSize(product.baseUrl);
      for (const size of bundleSizes) {
        rows.push({
          benchmark: `initial JS ${size.page}`,
          backend: PGLITE.name,
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

const databases =
  backends.length > 1
    ? 'databases: PGlite and PostgreSQL (BENCH_DATABASE_URL)'
    : 'databases: PGlite only (set BENCH_DATABASE_URL to a PostgreSQL database the benchmarks may wipe for its rows)';
console.log(
  `\nVoyage benchmarks (${new Date().toISOString()}, Node ${process.version}); ratio = voyage / baseline; ${databases}\n`,
);
if (rows.length > 0 || growthRows.length === 0) console.log(renderTable(rows));
if (growthRows.length > 0) {
  console.log(
    `\nGrowth: first page of each list (25 rows, default order) and the dashboard's calls, one staff member, ` +
      `accept-encoding: gzip; median time to the last byte; ${sizes.map(count).join(', ')} travellers per trip\n`,
  );
  console.log(renderTable(growthRows));
}
if (notes.texts.length > 0) console.log(`\nNotes:\n${notes.render()}`);
// Kept (git-ignored) so two runs can be compared side by side.
const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  join(resultsDir, 'latest.json'),
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      node: process.version,
      only: only ?? GROUPS,
      backends: backends.map((backend) => backend.name),
      travellers,
      growthSizes: sizes,
      rows,
      growthRows,
      notes: notes.texts,
      failures,
    },
    null,
    2,
  )}\n`,
);
if (failures.length > 0) {
  console.error(`\nNot measured:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
log('done');
