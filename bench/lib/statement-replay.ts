// The statement import's baseline (bench/README.md#statement-import): every statement the product sends the
// database while capturing, recorded at the driver with how many rows it touched, and replayed on one bare
// node-postgres connection in one committed transaction, so the database's share of the work is timed alone.
// The same-work baselines (bench/README.md#same-work-baselines) record the same way, also from PGlite's
// driver, and keep which statements were sent side by side (a statement sent while an earlier one of the
// capture was still unanswered joins that one's group), so they can be replayed as the product sent them.
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Captured = {
  text: string;
  values: unknown[];
  /** Rows the product's statement read or wrote: the replay must touch as many. */
  rowCount: number | null;
  /** An insert's returned rows, each as its column values: the ids the database made for the product. */
  returned?: unknown[][];
  /** Statements of one group were sent before the earlier ones of the group were answered: in parallel. */
  group: number;
  /** How the driver was asked to hand the rows back (drizzle asks for arrays when it maps them itself). */
  rowMode?: 'array' | 'object';
};

/** The sign-in's, the session's, the staff grant's and the rate limits' tables: each request's, not the work timed. */
const SESSION_TABLES = /^(session|user|account|two_factor|verification|staff_[a-z_]*|rate_limit[a-z_]*)$/;
/** Where a statement names the table it is about: `from`, `into`, `update`. */
const TABLE_WORD = /\b(?:from|into|update)\s+"([a-z_]+)"/gi;

/**
 * The table a statement is about: the first one named at its outer level (not in a parenthesised sub-query or
 * a column list's sub-select). A list joined to the `user` table for its reviewers' names is the list's work;
 * only a statement about the session's tables is left out.
 */
export function mainTable(text: string): string | undefined {
  let depth = 0;
  const outer = [...text].map((character) => {
    if (character === '(') depth += 1;
    const kept = depth === 0 ? character : ' ';
    if (character === ')') depth = Math.max(0, depth - 1);
    return kept;
  });
  const match = TABLE_WORD.exec(outer.join(''));
  TABLE_WORD.lastIndex = 0;
  return match?.[1];
}

const isSessionStatement = (text: string) => SESSION_TABLES.test(mainTable(text) ?? '');
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const WHOLE_UUID = new RegExp(`^${UUID.source}$`);

type Result = { rowCount: number | null; rows: unknown[] };
type PgliteResult = { rows: unknown[]; affectedRows?: number };
const valuesOf = (row: unknown): unknown[] => (Array.isArray(row) ? row : Object.values(row as object));
const WRITES = /^\s*(insert|update|delete)/i;

let captured: Captured[] | undefined;
let group = 0;
let unanswered = 0;
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;

/** Records a statement when capturing (not the session's); answers what to call with its result, or its failure. */
function keep(
  text: string | undefined,
  values: unknown[],
  rowMode: Captured['rowMode'],
): ((result?: Result) => void) | undefined {
  if (!captured || !text || isSessionStatement(text) || /^(begin|commit|rollback)/i.test(text)) return undefined;
  if (unanswered === 0) group += 1;
  unanswered += 1;
  const entry: Captured = { text, values, rowCount: null, group, ...(rowMode ? { rowMode } : {}) };
  captured.push(entry);
  return (result) => {
    unanswered = Math.max(0, unanswered - 1);
    if (!result) return;
    entry.rowCount = result.rowCount;
    if (/^\s*insert/i.test(text)) entry.returned = result.rows.map(valuesOf);
  };
}

(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (...args) {
  const [first, second] = args;
  const config = (typeof first === 'string' ? { text: first } : (first ?? {})) as {
    text?: string;
    values?: unknown[];
    rowMode?: 'array';
  };
  const values = (Array.isArray(second) ? second : (config.values ?? [])) as unknown[];
  const record = keep(config.text, values, config.rowMode);
  if (!record) return clientQuery.apply(this, args);
  const callback = args.at(-1);
  if (typeof callback === 'function') {
    args[args.length - 1] = (error: unknown, result: Result) => {
      record(error ? undefined : result);
      (callback as (error: unknown, result: Result) => void)(error, result);
    };
    return clientQuery.apply(this, args);
  }
  const pending = clientQuery.apply(this, args) as Promise<Result>;
  return pending.then(
    (result) => {
      record(result);
      return result;
    },
    (error: unknown) => {
      record(undefined);
      throw error;
    },
  );
};

/** Rows a PGlite statement read or wrote, counted as node-postgres counts them. */
export const pgliteRowCount = (text: string, result: PgliteResult): number =>
  WRITES.test(text) ? (result.affectedRows ?? 0) : result.rows.length;

/** Records PGlite's statements too (the product's embedded database), as `startCapture` does node-postgres'. */
export function capturePglite(pglite: typeof PGlite): void {
  const prototype = pglite.prototype as unknown as { query: (...args: unknown[]) => Promise<PgliteResult> };
  const query = prototype.query;
  prototype.query = function (text, values, options) {
    const rowMode = (options as { rowMode?: 'array' | 'object' } | undefined)?.rowMode;
    const record = keep(text as string, (values ?? []) as unknown[], rowMode);
    const pending = query.call(this, text, values, options);
    if (!record) return pending;
    return pending.then(
      (result) => {
        record({ rowCount: pgliteRowCount(text as string, result), rows: result.rows });
        return result;
      },
      (error: unknown) => {
        record(undefined);
        throw error;
      },
    );
  };
}

/** Starts recording every statement the product sends (the session's left out). */
export function startCapture(): void {
  captured = [];
  unanswered = 0;
}

/** Stops recording; answers the statements sent since `startCapture`, in order. */
export function stopCapture(): Captured[] {
  const statements = captured ?? [];
  captured = undefined;
  return statements;
}

/** The tables the statements insert into, update or delete from. */
export function writtenTables(statements: readonly Captured[]): Set<string> {
  const tables = new Set<string>();
  for (const { text } of statements) {
    const written = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/i.exec(text);
    if (written) tables.add(written[1]!);
  }
  return tables;
}

/** A parameter with the product's ids swapped for those the database made in the replay. */
function remapped(value: unknown, ids: ReadonlyMap<string, string>): unknown {
  if (ids.size === 0) return value;
  if (typeof value === 'string') return value.replace(UUID, (id) => ids.get(id) ?? id);
  if (Array.isArray(value)) return value.map((each) => remapped(each, ids));
  return value;
}

/** The ids an insert returned to the product that the replay's same insert made anew, in the same places. */
function learnIds(original: unknown[][], replayed: unknown[][], ids: Map<string, string>): void {
  const present = new Set(replayed.flat());
  original.forEach((row, r) =>
    row.forEach((value, c) => {
      const now = replayed[r]?.[c];
      if (typeof value === 'string' && WHOLE_UUID.test(value) && !present.has(value) && typeof now === 'string') {
        ids.set(value, now);
      }
    }),
  );
}

/**
 * The statements replayed in order on one connection, in one transaction that is committed: the time is the
 * sum of each statement's round trip and of the begin and commit, the ids remapped between statements (an
 * id the database made for the product is made anew, and the later statements naming it are given the new
 * one) outside the time. Fails when a statement reads or writes another number of rows than the product's:
 * the replay would not be the same work.
 */
export async function replay(connectionString: string, statements: readonly Captured[]): Promise<number> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const ids = new Map<string, string>();
  let elapsed = 0;
  const timed = async (text: string, values: unknown[] = []) => {
    const t0 = performance.now();
    const result = (await clientQuery.call(client, { text, values, rowMode: 'array' })) as Result;
    elapsed += performance.now() - t0;
    return result;
  };
  try {
    await timed('begin');
    for (const [index, each] of statements.entries()) {
      const result = await timed(
        each.text,
        each.values.map((value) => remapped(value, ids)),
      );
      if (result.rowCount !== each.rowCount) {
        throw new Error(
          `replayed statement ${index + 1} touched ${result.rowCount} rows, the product's ${each.rowCount}: ${each.text.slice(0, 120)}`,
        );
      }
      if (each.returned) learnIds(each.returned, result.rows as unknown[][], ids);
    }
    await timed('commit');
  } finally {
    await client.end();
  }
  return elapsed;
}
