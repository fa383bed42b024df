// The real API on PostgreSQL (BENCH_DATABASE_URL, wiped) seeded with BENCH_EXPORT_TRAVELLERS travellers per
// trip (16,000), the production logger on, the admin signed in. It downloads the students CSV export once
// while it records every statement its pool is sent, and announces the export's address, the admin's
// cookie, its process id (for its memory) and two files: the CSV's bytes and the statements of the export
// itself (the trip, the rows, the audit row; not the session's), which the baseline replays.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { announceReady } from '../lib/child.ts';
import { serverDatabaseUrl } from '../lib/backend.ts';
import { startSeededApi } from './seeded-api.ts';

export type CapturedStatement = { text: string; values: unknown[]; rowMode?: 'array' };
export type StudentsExportInfo = {
  url: string;
  cookie: string;
  pid: number;
  bodyFile: string;
  statementsFile: string;
  bytes: number;
  travellers: number;
};

if (!serverDatabaseUrl()) throw new Error('BENCH_DATABASE_URL is required: the export is measured on PostgreSQL');
const travellers = Number(process.env.BENCH_EXPORT_TRAVELLERS ?? 16000);
const api = await startSeededApi({ travellersPerTrip: travellers, productionLogger: true });

// What the session and the sign-in read are left out: the baseline has no session.
const SESSION = /"(session|user|account|two_factor|verification|staff_[a-z_]*)"/;
const captured: CapturedStatement[] = [];
const pool = (api.database.db as unknown as { $client: pg.Pool }).$client;
const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
let capturing = false;
(pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
  if (capturing) {
    const [first, second] = args;
    const config = typeof first === 'string' ? { text: first } : (first as { text: string; rowMode?: 'array' });
    const values = (Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? [])) as unknown[];
    if (!SESSION.test(config.text))
      captured.push({ text: config.text, values, ...(config.rowMode ? { rowMode: config.rowMode } : {}) });
  }
  return query(...args);
};

const url = `${api.baseUrl}/api/admin/students/export?trip_id=${api.tripId}&format=csv&lang=el`;
capturing = true;
const response = await fetch(url, { headers: { cookie: api.cookie } });
const body = Buffer.from(await response.arrayBuffer());
capturing = false;
if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${body.toString('utf8', 0, 300)}`);

const bodyFile = join(api.workDir, 'students.csv');
const statementsFile = join(api.workDir, 'statements.json');
writeFileSync(bodyFile, body);
writeFileSync(statementsFile, JSON.stringify(captured));
const info: StudentsExportInfo = {
  url,
  cookie: api.cookie,
  pid: process.pid,
  bodyFile,
  statementsFile,
  bytes: body.length,
  travellers,
};
announceReady(info);
