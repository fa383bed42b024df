import type { Backend } from './backend.ts';
import type { LoadResult } from './load.ts';
import { Footnotes, formatNumber, ratio, type Row } from './table.ts';
import { isTimeout } from './timeout.ts';

/** The benchmark groups, in the order they run: `npm run bench -- growth students` picks some. */
export const GROUPS = [
  'students',
  'payments',
  'registration',
  'rooming',
  'operations',
  'growth',
  'same-work',
  'landing',
  'bundle',
  'screens',
] as const;
export type Group = (typeof GROUPS)[number];

/** What every benchmark is run with: its length, the databases, the trip's size and the growth sizes. */
export type BenchSettings = {
  seconds: number;
  warmUpSeconds: number;
  backends: readonly Backend[];
  travellers: number;
  sizes: readonly number[];
};

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
export const count = (value: number) => value.toLocaleString('en');
export const kB = (bytes: number) => `${formatNumber(bytes / 1024)} kB`;

function addNote(row: Row, mark: string): void {
  row.note = row.note ? `${row.note} ${mark}` : mark;
}

/** One run of the benchmarks: the groups chosen, the rows of both tables, the notes and what was not measured. */
export class BenchRun {
  readonly rows: Row[] = [];
  readonly growthRows: Row[] = [];
  /** The same-work baselines' table (bench/README.md#same-work-baselines). */
  readonly sameWorkRows: Row[] = [];
  readonly failures: string[] = [];
  readonly notes = new Footnotes();
  private readonly started = Date.now();

  constructor(readonly only: readonly Group[] | undefined) {}

  isWanted(group: Group): boolean {
    return !this.only || this.only.includes(group);
  }

  log(message: string): void {
    console.log(`[bench +${((Date.now() - this.started) / 1000).toFixed(0)}s] ${message}`);
  }

  /**
   * Runs one benchmark. One that timed out (a server that did not start in time, a page that did not load)
   * is run once more from the start, its first rows dropped, and its rows say so.
   */
  async step(group: Group, name: string, run: () => Promise<void>): Promise<void> {
    if (!this.isWanted(group)) return;
    this.log(`${name}…`);
    const before = {
      rows: this.rows.length,
      growthRows: this.growthRows.length,
      sameWorkRows: this.sameWorkRows.length,
      failures: this.failures.length,
    };
    try {
      await run();
      return;
    } catch (error) {
      if (!isTimeout(error)) {
        this.failures.push(`${name}: ${messageOf(error)}`);
        this.log(`${name} failed`);
        return;
      }
      this.rows.length = before.rows;
      this.growthRows.length = before.growthRows;
      this.sameWorkRows.length = before.sameWorkRows;
      this.failures.length = before.failures;
      this.log(`${name} timed out (${messageOf(error)}); running it again`);
      try {
        await run();
      } catch (second) {
        this.failures.push(`${name}: ${messageOf(second)} (run twice: the first attempt timed out)`);
        this.log(`${name} failed`);
        return;
      }
      const mark = this.notes.mark(`run twice: the first attempt timed out (${messageOf(error)})`);
      for (const row of [
        ...this.rows.slice(before.rows),
        ...this.growthRows.slice(before.growthRows),
        ...this.sameWorkRows.slice(before.sameWorkRows),
      ])
        addNote(row, mark);
    }
  }

  /** The three rows of a load benchmark, and its errors among the failures. */
  pushLoad(label: string, backend: Backend, api: LoadResult, bare: LoadResult): void {
    const note = this.timeoutNote(api, bare);
    const row = (measure: string, voyage: number, baseline: number): Row => ({
      benchmark: label,
      backend: backend.name,
      measure,
      voyage,
      baseline,
      ratio: ratio(voyage, baseline),
      ...(note ? { note } : {}),
    });
    this.rows.push(
      row('requests/s', api.requestsPerSecond, bare.requestsPerSecond),
      row('p50 latency ms', api.p50Ms, bare.p50Ms),
      row('p99 latency ms', api.p99Ms, bare.p99Ms),
    );
    if (api.errors + bare.errors > 0)
      this.failures.push(`${label} on ${backend.name}: ${api.errors} API errors, ${bare.errors} bare errors`);
    if (api.requestsPerSecond === 0 || bare.requestsPerSecond === 0)
      this.failures.push(`${label} on ${backend.name}: no request finished within the run (BENCH_SECONDS too short?)`);
  }

  /** A measured run that had requests time out, and was run again. */
  private timeoutNote(api: LoadResult, bare: LoadResult): string | undefined {
    const retried = [
      api.retriedAfterTimeouts ? `Voyage ${api.retriedAfterTimeouts}` : '',
      bare.retriedAfterTimeouts ? `baseline ${bare.retriedAfterTimeouts}` : '',
    ].filter(Boolean);
    if (retried.length === 0) return undefined;
    return this.notes.mark(
      `measured twice: requests timed out in the first run (${retried.join(', ')}); the second run's figures`,
    );
  }
}
