// The students CSV export of a 16,000-traveller trip (BENCH_EXPORT_TRAVELLERS) on PostgreSQL, through the
// whole API as the admin, against a bare route replaying the statements the product sent and writing the
// same bytes (checked equal once): single downloads in interleaved pairs (product, baseline, product, …;
// BENCH_EXPORT_PAIRS after two discarded), each to its last byte; then each server's memory (VmRSS of
// /proc/<pid>/status, every 10 ms) while ten downloads run at once. Run on its own:
//   cd bench && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx students-export.ts
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverDatabaseUrl } from './lib/backend.ts';
import { spawnReady } from './lib/child.ts';
import type { StudentsExportInfo } from './servers/students-export-server.ts';

type Target = { name: string; url: string; headers: Record<string, string>; pid: number };
type Spread = { medianMs: number; minMs: number; maxMs: number; samples: number[] };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const spread = (samples: number[]): Spread => ({
  medianMs: median(samples),
  minMs: Math.min(...samples),
  maxMs: Math.max(...samples),
  samples,
});

async function download(target: Target, url = target.url): Promise<{ ms: number; body: Buffer }> {
  const started = performance.now();
  // Uncompressed, so both send the same bytes (the product would gzip a CSV for a client asking for it).
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...target.headers } });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${target.name}: ${response.status} ${body.toString('utf8', 0, 200)}`);
  return { ms: performance.now() - started, body };
}

const rssKiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);

/**
 * The server's resident memory before, and at its highest while `count` downloads of `url` run at once; how
 * many of them failed, and why the first did.
 */
async function concurrentRss(target: Target, count: number, url = target.url) {
  const beforeKiB = rssKiB(target.pid);
  let peakKiB = beforeKiB;
  const timer = setInterval(() => (peakKiB = Math.max(peakKiB, rssKiB(target.pid))), 10);
  const started = performance.now();
  const settled = await Promise.allSettled(Array.from({ length: count }, () => download(target, url)));
  clearInterval(timer);
  const failures = settled.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  return {
    beforeMB: beforeKiB / 1024,
    peakMB: peakKiB / 1024,
    growthMB: (peakKiB - beforeKiB) / 1024,
    wallMs: performance.now() - started,
    failed: failures.length,
    ...(failures.length > 0 ? { firstFailure: failures[0] } : {}),
  };
}

const databaseUrl = serverDatabaseUrl();
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is required: a PostgreSQL database the bench may wipe');
const pairs = Number(process.env.BENCH_EXPORT_PAIRS ?? 7);
const travellers = Number(process.env.BENCH_EXPORT_TRAVELLERS ?? 16000);
const workDir = mkdtempSync(join(tmpdir(), 'voyage-bench-export-'));
const stops: (() => Promise<void>)[] = [];
try {
  const env = { BENCH_WORK_DIR: workDir, BENCH_DATABASE_URL: databaseUrl, BENCH_EXPORT_TRAVELLERS: String(travellers) };
  const api = await spawnReady<StudentsExportInfo>(
    join(import.meta.dirname, 'servers/students-export-server.ts'),
    env,
    180_000 + travellers * 120,
    // The product's errors, as its log writes them.
    (line) => (/"level":(50|60)/.test(line) ? console.error(line) : undefined),
  );
  stops.push(api.stop);
  const bare = await spawnReady<{ url: string; pid: number }>(
    join(import.meta.dirname, 'servers/students-export-baseline.ts'),
    {
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_BODY_FILE: api.info.bodyFile,
      BENCH_STATEMENTS_FILE: api.info.statementsFile,
    },
  );
  stops.push(bare.stop);
  const voyage: Target = { name: 'voyage', url: api.info.url, headers: { cookie: api.info.cookie }, pid: api.info.pid };
  const baseline: Target = { name: 'baseline', url: bare.info.url, headers: {}, pid: bare.info.pid };

  const expected = readFileSync(api.info.bodyFile);
  const replayed = (await download(baseline)).body;
  if (!replayed.equals(expected))
    throw new Error(`the baseline's CSV (${replayed.length} bytes) is not the product's (${expected.length} bytes)`);

  const loadBefore = loadavg();
  const times: Record<'voyage' | 'baseline', number[]> = { voyage: [], baseline: [] };
  for (let pair = -2; pair < pairs; pair += 1) {
    const a = await download(voyage);
    const b = await download(baseline);
    if (!a.body.equals(expected)) throw new Error('the product answered other bytes than its first export');
    if (pair >= 0) {
      times.voyage.push(a.ms);
      times.baseline.push(b.ms);
    }
  }
  const loadAfter = loadavg();
  const rss = { voyage: await concurrentRss(voyage, 10), baseline: await concurrentRss(baseline, 10) };
  const round = (value: number) => Math.round(value);
  const rows = expected.toString('utf8').split('\r\n').length - 2;
  console.log(`students CSV export, ${rows} rows, ${expected.length} bytes, ${pairs} pairs`);
  for (const name of ['voyage', 'baseline'] as const) {
    const { medianMs, minMs, maxMs } = spread(times[name]);
    const ten = rss[name];
    console.log(
      `${name}: median ${round(medianMs)} ms, min ${round(minMs)}, max ${round(maxMs)}; ten at once: RSS ` +
        `${round(ten.beforeMB)} → ${round(ten.peakMB)} MB (+${round(ten.growthMB)}), ${round(ten.wallMs)} ms, ${ten.failed} failed`,
    );
  }
  const ratio = median(times.baseline) / median(times.voyage);
  const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
  console.log(`baseline / voyage (median): ${ratio.toFixed(2)}; load average ${load(loadBefore)} → ${load(loadAfter)}`);
  // The same list as a workbook and as a PDF: BENCH_EXPORT_OTHER_RUNS (3) downloads timed one after the other,
  // then ten at once.
  const others: Record<string, unknown> = {};
  const runs = Number(process.env.BENCH_EXPORT_OTHER_RUNS ?? 3);
  for (const format of (process.env.BENCH_EXPORT_OTHER_FORMATS ?? 'xlsx,pdf').split(',').filter(Boolean)) {
    const url = voyage.url.replace('format=csv', `format=${format}`);
    const singles: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run += 1) {
      const one = await download(voyage, url).catch((error: unknown) => ({
        ms: Number.NaN,
        body: Buffer.alloc(0),
        error,
      }));
      singles.push(one.ms);
      bytes = one.body.length;
    }
    const one = spread(singles);
    const ten = await concurrentRss(voyage, 10, url);
    others[format] = { one, bytes, rssTenAtOnce: ten };
    console.log(
      `voyage ${format}: one median ${round(one.medianMs)} ms (${round(one.minMs)}, ${round(one.maxMs)}), ${bytes} bytes; ` +
        `ten at once: RSS ${round(ten.beforeMB)} → ${round(ten.peakMB)} MB (+${round(ten.growthMB)}), ` +
        `${round(ten.wallMs)} ms, ${ten.failed} failed ${ten.firstFailure ?? ''}`,
    );
  }
  const figures = {
    travellers,
    rows,
    bytes: expected.length,
    voyage: spread(times.voyage),
    baseline: spread(times.baseline),
    ratio,
    load: { before: loadBefore, after: loadAfter, end: loadavg() },
    rssTenAtOnce: rss,
    others,
  };
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(join(import.meta.dirname, 'results/students-export.json'), JSON.stringify(figures, null, 2));
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(workDir, { recursive: true, force: true });
}
