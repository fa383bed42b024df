// The bank statement import (docs/product/payments.md#importing-a-statement) through the whole API: a
// camt.053 of 1,000, 5,000 and 20,000 lines uploaded and previewed (`POST /api/admin/statements`), then
// applied (`POST /api/admin/statements/:id/apply`), three runs of each, on a fresh database seeded with
// BENCH_STATEMENT_TRAVELLERS travellers per trip (PGlite, or PostgreSQL with BENCH_DATABASE_URL).
// Of each statement's lines, 8 in 10 quote a real approved traveller's RF reference with an amount the
// exact-amount rule accepts (matched, then recorded), 1 in 10 a reference with an amount it refuses
// (suggested), 1 in 10 nothing of anyone (not matched). Between runs the lines, imports and the payments
// they recorded are removed, so every run meets the same registrations.
//
//   cd bench && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx statement-import.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { compactIban, type Trip } from '@voyage/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { outbox, payments, statementImports, statementLines } from '../apps/api/src/db/schema/index.ts';
import { listMatchCandidates } from '../apps/api/src/payments/queries/match-candidates.ts';
import { multipartForm } from './lib/multipart.ts';
import { CSRF_COOKIE, CSRF_HEADER } from './lib/sign-in.ts';
import { getJson, startSeededApi } from './servers/seeded-api.ts';

const SIZES = (process.env.BENCH_STATEMENT_SIZES ?? '1000,5000,20000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_STATEMENT_RUNS ?? 3);
const TRAVELLERS = Number(process.env.BENCH_STATEMENT_TRAVELLERS ?? 24_000);

type Line = { cents: number; reference?: string; text: string };

const amount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A camt.053.001.08 as a bank sends it, one booked entry a line, written compactly (10 MB is the limit). */
function camt053(iban: string, lines: Line[], run: string, day: string): Buffer {
  const entries = lines.map(
    (line, index) =>
      `<Ntry><NtryRef>B${run}-${index}</NtryRef><Amt Ccy="EUR">${amount(line.cents)}</Amt><CdtDbtInd>CRDT</CdtDbtInd>` +
      `<Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${day}</Dt></BookgDt><NtryDtls><TxDtls><RmtInf><Ustrd>${line.text}</Ustrd>` +
      (line.reference ? `<Strd><CdtrRefInf><Ref>${line.reference}</Ref></CdtrRefInf></Strd>` : '') +
      `</RmtInf></TxDtls></NtryDtls></Ntry>`,
  );
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">` +
      `<BkToCstmrStmt><GrpHdr><MsgId>${run}</MsgId><CreDtTm>${day}T06:00:00+02:00</CreDtTm></GrpHdr><Stmt><Id>${run}</Id>` +
      `<CreDtTm>${day}T06:00:00+02:00</CreDtTm><Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries.join('')}` +
      `</Stmt></BkToCstmrStmt></Document>`,
  );
}

const workDir = mkdtempSync(join(tmpdir(), 'voyage-bench-statements-'));
process.env.BENCH_WORK_DIR = workDir;
const started = performance.now();
const api = await startSeededApi({ travellersPerTrip: TRAVELLERS });
const seededSeconds = (performance.now() - started) / 1000;
const { db } = api.database;
const trip = await getJson<Trip>(api, `/api/trip?trip_id=${api.tripId}`);
const iban = compactIban(trip.bankDetails.accountNumber);
const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(api.cookie)?.[1] ?? '';
const headers = { cookie: api.cookie, origin: new URL(api.baseUrl).origin, [CSRF_HEADER]: csrf };
if (!api.cookie.includes(CSRF_COOKIE)) throw new Error('the admin session has no CSRF cookie');

// Travellers with nothing waiting for staff, each with the smallest amount the rule accepts: a bank line of
// it records a transfer, which the reset removes again.
const waiting = new Set(
  (await db.select({ id: payments.travellerId }).from(payments).where(eq(payments.status, 'pending'))).map(
    (row) => row.id,
  ),
);
const payable = (await listMatchCandidates(db, api.tripId, new Date())).filter(
  (candidate) => !waiting.has(candidate.travellerId) && candidate.acceptedCents.length > 0,
);

function linesOf(size: number): Line[] {
  return Array.from({ length: size }, (_, index): Line => {
    const candidate = payable[index % payable.length]!;
    const kind = index % 10;
    if (kind === 8) return { cents: 12_345, reference: candidate.paymentReference, text: 'Trip payment' };
    if (kind === 9) return { cents: 4_200, text: `Invoice ${index} office supplies` };
    return { cents: Math.min(...candidate.acceptedCents), reference: candidate.paymentReference, text: 'Paris trip' };
  });
}

async function call(path: string, init: { body: Buffer | string; contentType: string }) {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': init.contentType },
    body: typeof init.body === 'string' ? init.body : new Uint8Array(init.body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ id: string; lines: { state: string }[]; result?: Record<string, number> }>;
}

/** What a run left: the payments its lines recorded, its lines and import, the e-mails they queued. */
async function reset({ keepImports = false } = {}): Promise<void> {
  const recorded = db
    .select({ id: statementLines.paymentId })
    .from(statementLines)
    .where(isNotNull(statementLines.paymentId));
  await db.delete(payments).where(inArray(payments.id, sql`(${recorded})`));
  await db.delete(statementLines);
  // The replay's lines name the import the product made: kept for it (its own insert makes another).
  if (!keepImports) await db.delete(statementImports);
  await db.delete(outbox).where(and(eq(outbox.template, 'payment-received')));
}

// The baseline: the statements the product sent for a run's preview and apply (the session's left out),
// recorded at the driver and replayed on one bare node-postgres connection, in one transaction, after the
// same reset: the database's share of the work, without the product's reading, matching and JSON.
type Captured = { text: string; values: unknown[] };
const SESSION = /"(session|user|account|two_factor|verification|staff_[a-z_]*|rate_limit[a-z_]*)"/;
let captured: Captured[] | undefined;
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (...args) {
  const [first, second] = args;
  if (captured && first) {
    const text = typeof first === 'string' ? first : (first as { text?: string }).text;
    const values = (Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? [])) as unknown[];
    if (text && !SESSION.test(text) && !/^(begin|commit|rollback)/i.test(text)) captured.push({ text, values });
  }
  return clientQuery.apply(this, args);
};

async function replay(statements: readonly Captured[]): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await client.connect();
  const t0 = performance.now();
  await clientQuery.call(client, 'begin');
  for (const each of statements) await clientQuery.call(client, each.text, each.values);
  await clientQuery.call(client, 'commit');
  const elapsed = performance.now() - t0;
  await client.end();
  return elapsed;
}

type Row = {
  size: number;
  states: string;
  preview: number[];
  apply: number[];
  baseline: number[];
  statements: number;
  result: string;
};
const rows: Row[] = [];
const day = new Date().toISOString().slice(0, 10);
for (const size of SIZES) {
  const lines = linesOf(size);
  const row: Row = { size, states: '', preview: [], apply: [], baseline: [], statements: 0, result: '' };
  for (let run = 0; run < RUNS; run += 1) {
    await reset();
    const file = camt053(iban, lines, `S${size}R${run}`, day);
    const form = multipartForm(
      { format: 'camt053' },
      { name: 'file', fileName: 'statement.xml', contentType: 'application/xml', bytes: file },
    );
    captured = [];
    const t0 = performance.now();
    const previewed = await call(`/api/admin/statements?trip_id=${api.tripId}`, {
      body: form.body,
      contentType: form.contentType,
    });
    const t1 = performance.now();
    const applied = await call(`/api/admin/statements/${previewed.id}/apply`, {
      body: '{}',
      contentType: 'application/json',
    });
    const t2 = performance.now();
    const statements = captured;
    captured = undefined;
    row.statements = statements.length;
    const pgBaseline = api.database.driver === 'postgres';
    console.error(
      `${size} lines, run ${run + 1}: preview ${(t1 - t0).toFixed(0)} ms, apply ${(t2 - t1).toFixed(0)} ms`,
    );
    if (pgBaseline) {
      await reset({ keepImports: true });
      row.baseline.push(await replay(statements));
    }
    row.preview.push(t1 - t0);
    row.apply.push(t2 - t1);
    const counts = new Map<string, number>();
    for (const line of previewed.lines) counts.set(line.state, (counts.get(line.state) ?? 0) + 1);
    row.states = [...counts].map(([state, count]) => `${state} ${count}`).join(', ');
    row.result = Object.entries(applied.result ?? {})
      .map(([key, count]) => `${key} ${count}`)
      .join(', ');
    console.error(
      `${size} lines, run ${run + 1}: preview ${(t1 - t0).toFixed(0)} ms, apply ${(t2 - t1).toFixed(0)} ms, ` +
        `baseline ${row.baseline.at(-1)?.toFixed(0) ?? '-'} ms (${statements.length} statements)`,
    );
  }
  rows.push(row);
}
await reset();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => value.toFixed(0);
const backend = api.database.driver === 'postgres' ? 'PostgreSQL' : 'PGlite';
console.log(
  `Statement import on ${backend}: ${payable.length} payable travellers of ${TRAVELLERS} per trip, seeded in ${seededSeconds.toFixed(0)} s; ${RUNS} runs each.`,
);
console.log('');
console.log('| Lines | Step | Median ms | Min ms | Max ms | ms per line (median) |');
console.log('| ----- | ---- | --------- | ------ | ------ | -------------------- |');
for (const row of rows) {
  const total = row.preview.map((value, index) => value + row.apply[index]!);
  for (const [step, values] of [
    ['preview', row.preview],
    ['apply', row.apply],
    ['preview + apply', total],
    ...(row.baseline.length > 0 ? [['baseline (same statements)', row.baseline] as const] : []),
  ] as const) {
    const per = median(values) / row.size;
    console.log(
      `| ${row.size.toLocaleString('en')} | ${step} | ${ms(median(values))} | ${ms(Math.min(...values))} | ${ms(Math.max(...values))} | ${per.toFixed(3)} |`,
    );
  }
}
console.log('');
for (const row of rows) {
  const ratio =
    row.baseline.length > 0
      ? (median(row.baseline) / median(row.preview.map((v, i) => v + row.apply[i]!))).toFixed(2)
      : '-';
  console.log(
    `${row.size.toLocaleString('en')} lines: ${row.states}; applied: ${row.result}; ${row.statements} statements; baseline / voyage ${ratio}`,
  );
}

await api.app.close();
await api.database.close();
rmSync(workDir, { recursive: true, force: true });
