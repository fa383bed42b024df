import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BenchRun, type BenchSettings, count, GROUPS } from './bench-run.ts';
import { renderTable } from './table.ts';

/** Prints both tables, the notes and what was not measured, and keeps the run in `results/latest.json`. */
export function report(run: BenchRun, { backends, travellers, sizes }: BenchSettings): void {
  const databases =
    backends.length > 1
      ? 'databases: PGlite and PostgreSQL (BENCH_DATABASE_URL)'
      : 'databases: PGlite only (set BENCH_DATABASE_URL to a PostgreSQL database the benchmarks may wipe for its rows)';
  console.log(
    `\nVoyage benchmarks (${new Date().toISOString()}, Node ${process.version}); ratio = voyage / baseline; ${databases}\n`,
  );
  if (run.rows.length > 0 || (run.growthRows.length === 0 && run.sameWorkRows.length === 0))
    console.log(renderTable(run.rows));
  if (run.growthRows.length > 0) {
    console.log(
      `\nGrowth: first page of each list (25 rows, default order) and the dashboard's calls, one staff member, ` +
        `accept-encoding: gzip; median time to the last byte; ${sizes.map(count).join(', ')} travellers per trip\n`,
    );
    console.log(renderTable(run.growthRows));
  }
  if (run.sameWorkRows.length > 0) {
    console.log(
      `\nSame-work baselines: the product against a bare route replaying its statements and answering its bytes, ` +
        `accept-encoding: identity; requests/s median (min–max) of the pairs, p99 the median of the pairs\n`,
    );
    console.log(renderTable(run.sameWorkRows));
  }
  if (run.notes.texts.length > 0) console.log(`\nNotes:\n${run.notes.render()}`);
  // Kept (git-ignored) so two runs can be compared side by side.
  const resultsDir = join(import.meta.dirname, '..', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const kept = {
    at: new Date().toISOString(),
    node: process.version,
    only: run.only ?? GROUPS,
    backends: backends.map((backend) => backend.name),
    travellers,
    growthSizes: sizes,
    rows: run.rows,
    growthRows: run.growthRows,
    sameWorkRows: run.sameWorkRows,
    notes: run.notes.texts,
    failures: run.failures,
  };
  writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(kept, null, 2)}\n`);
  if (run.failures.length > 0) {
    console.error(`\nNot measured:\n  ${run.failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}
