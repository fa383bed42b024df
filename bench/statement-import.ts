// The bank statement import (docs/product/payments.md#importing-a-statement) through the whole API: a
// camt.053 of 1,000, 5,000 and 20,000 lines uploaded and previewed (`POST /api/admin/statements`), then
// applied (`POST /api/admin/statements/:id/apply`), three runs of each, on a fresh database seeded with
// BENCH_STATEMENT_TRAVELLERS travellers per trip (PGlite, or PostgreSQL with BENCH_DATABASE_URL).
// Of each statement's lines, 8 in 10 quote a real approved traveller's RF reference with an amount the
// exact-amount rule accepts (matched, then recorded), 1 in 10 a reference with an amount it refuses
// (suggested), 1 in 10 nothing of anyone (not matched). Before each run and each baseline replay the tables
// an import writes are put back as they were after seeding (lib/statement-reset.ts), and a run whose
// preview or apply answers otherwise than the first run of its size fails the bench: the same work each run.
//
//   cd bench && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx statement-import.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { compactIban, type Trip } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { payments } from '../apps/api/src/db/schema/index.ts';
import { listMatchCandidates } from '../apps/api/src/payments/queries/match-candidates.ts';
import { profiled } from './lib/cpu-profile.ts';
import { multipartForm } from './lib/multipart.ts';
import { CSRF_COOKIE, CSRF_HEADER } from './lib/sign-in.ts';
import { checkWrittenTables, restoreSnapshot, takeSnapshot } from './lib/statement-reset.ts';
import { replay, startCapture, stopCapture, writtenTables } from './lib/statement-replay.ts';
import { getJson, startSeededApi } from './servers/seeded-api.ts';

const SIZES = (process.env.BENCH_STATEMENT_SIZES ?? '1000,5000,20000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_STATEMENT_RUNS ?? 3);
const TRAVELLERS = Number(process.env.BENCH_STATEMENT_TRAVELLERS ?? 24_000);
/** A folder to write each preview's and apply's CPU profile to (the times are then not the product's alone). */
const PROFILE = process.env.BENCH_STATEMENT_PROFILE || undefined;

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
// it records a transfer, which the reset removes again (a receipt confirmed would not be undone).
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

const snapshot = await takeSnapshot(db);

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
const tally = (states: string[]) => {
  const counts = new Map<string, number>();
  for (const state of states) counts.set(state, (counts.get(state) ?? 0) + 1);
  return [...counts].map(([state, count]) => `${state} ${count}`).join(', ');
};
for (const size of SIZES) {
  const lines = linesOf(size);
  const row: Row = { size, states: '', preview: [], apply: [], baseline: [], statements: 0, result: '' };
  for (let run = 0; run < RUNS; run += 1) {
    await restoreSnapshot(db, snapshot);
    const file = camt053(iban, lines, `S${size}R${run}`, day);
    const form = multipartForm(
      { format: 'camt053' },
      { name: 'file', fileName: 'statement.xml', contentType: 'application/xml', bytes: file },
    );
    startCapture();
    const t0 = performance.now();
    const previewed = await profiled(PROFILE, `preview-${size}-run${run + 1}`, () =>
      call(`/api/admin/statements?trip_id=${api.tripId}`, { body: form.body, contentType: form.contentType }),
    );
    const t1 = performance.now();
    const applied = await profiled(PROFILE, `apply-${size}-run${run + 1}`, () =>
      call(`/api/admin/statements/${previewed.id}/apply`, { body: '{}', contentType: 'application/json' }),
    );
    const t2 = performance.now();
    const statements = stopCapture();
    checkWrittenTables(writtenTables(statements));
    // The same work every run: what the preview made of the lines, what the apply did, the statements sent.
    const states = tally(previewed.lines.map((line) => line.state));
    const result = Object.entries(applied.result ?? {})
      .map(([key, count]) => `${key} ${count}`)
      .join(', ');
    if (run > 0 && (states !== row.states || result !== row.result || statements.length !== row.statements)) {
      throw new Error(
        `${size} lines, run ${run + 1} did other work than run 1: ${states}; applied: ${result}; ` +
          `${statements.length} statements (run 1: ${row.states}; applied: ${row.result}; ${row.statements} statements)`,
      );
    }
    Object.assign(row, { states, result, statements: statements.length });
    row.preview.push(t1 - t0);
    row.apply.push(t2 - t1);
    if (api.database.driver === 'postgres') {
      // From the same starting state, the replay makes its own import, lines and payments, then commits.
      await restoreSnapshot(db, snapshot);
      row.baseline.push(await replay(process.env.BENCH_DATABASE_URL!, statements));
    }
    console.error(
      `${size} lines, run ${run + 1}: preview ${(t1 - t0).toFixed(0)} ms, apply ${(t2 - t1).toFixed(0)} ms, ` +
        `baseline ${row.baseline.at(-1)?.toFixed(0) ?? '-'} ms (${statements.length} statements); ${states}; applied: ${result}`,
    );
  }
  rows.push(row);
}
await restoreSnapshot(db, snapshot);

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
