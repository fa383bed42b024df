// `npm run bench`: every benchmark once, then one table of figures and ratios.
// Ratios against a bare baseline on the same machine, never absolute thresholds.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureBundleSize, type BundleSize } from './bundle-size.ts';
import { measureLanding } from './landing-lighthouse.ts';
import { startProduct } from './lib/product.ts';
import { formatNumber, ratio, renderTable, type Row } from './lib/table.ts';
import { measureStudents } from './students-api.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const started = Date.now();
const log = (message: string) => console.log(`[bench +${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

const rows: Row[] = [];
const failures: string[] = [];

async function step(name: string, run: () => Promise<void>): Promise<void> {
  log(`${name}…`);
  try {
    await run();
  } catch (error) {
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    log(`${name} failed`);
  }
}

await step(`api/students (2,000 travellers), autocannon ${seconds}s x 10 connections`, async () => {
  const { api, bare, bytes, students } = await measureStudents(seconds, warmUpSeconds);
  const label = `api/students (${students} rows, ${formatNumber(bytes / 1024)} kB)`;
  rows.push(
    { benchmark: label, measure: 'requests/s', voyage: api.requestsPerSecond, baseline: bare.requestsPerSecond, ratio: ratio(api.requestsPerSecond, bare.requestsPerSecond) },
    { benchmark: label, measure: 'p50 latency ms', voyage: api.p50Ms, baseline: bare.p50Ms, ratio: ratio(api.p50Ms, bare.p50Ms) },
    { benchmark: label, measure: 'p99 latency ms', voyage: api.p99Ms, baseline: bare.p99Ms, ratio: ratio(api.p99Ms, bare.p99Ms) },
  );
  if (api.errors + bare.errors > 0) failures.push(`api/students: ${api.errors} API errors, ${bare.errors} bare errors`);
});

log('starting the product (API serving the built web app) on a fresh data directory');
const product = await startProduct();
try {
  await step('Lighthouse mobile: landing page vs static page of the same text', async () => {
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
      rows.push({ benchmark: label, measure, voyage: landing[key], baseline: baseline[key], ratio: ratio(landing[key], baseline[key]) });
    }
  });

  await step('initial JavaScript of the landing page and the admin area', async () => {
    const sizes: BundleSize[] = await measureBundleSize(product.baseUrl);
    for (const size of sizes) {
      rows.push({ benchmark: `initial JS ${size.page}`, measure: `gzip kB (${size.scripts} files, ${formatNumber(size.rawKb)} kB raw)`, voyage: size.gzipKb, baseline: '', ratio: '' });
    }
  });
} finally {
  await product.stop();
}

console.log(`\nVoyage benchmarks (${new Date().toISOString()}, Node ${process.version}); ratio = voyage / baseline\n`);
console.log(renderTable(rows));
// Kept (git-ignored) so two runs can be compared side by side.
const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify({ at: new Date().toISOString(), node: process.version, rows, failures }, null, 2)}\n`);
if (failures.length > 0) {
  console.error(`\nNot measured:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
log('done');
