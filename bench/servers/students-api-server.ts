// The real API on a fresh database (PGlite, or PostgreSQL with BENCH_DATABASE_URL) seeded with 2,000
// travellers per trip (BENCH_TRAVELLERS), signed in as the admin; announces the URL of the students list's
// first page as the dashboard's Travellers table asks for it (25 rows by name, with the total), the
// session cookie, the response bytes and the address the built web app is served at.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { announceReady } from '../lib/child.ts';
import { tripTravellers } from '../lib/sizes.ts';
import { startSeededApi } from './seeded-api.ts';

export type StudentsApiInfo = {
  baseUrl: string;
  url: string;
  cookie: string;
  bodyFile: string;
  bytes: number;
  students: number;
  total: number;
};

const api = await startSeededApi({ travellersPerTrip: tripTravellers() });
const url = `${api.baseUrl}/api/students?trip_id=${api.tripId}&page=0&page_size=25`;
const response = await fetch(url, { headers: { cookie: api.cookie } });
if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
const body = Buffer.from(await response.arrayBuffer());
const bodyFile = join(api.workDir, 'students.json');
writeFileSync(bodyFile, body);
const parsed = JSON.parse(body.toString('utf8')) as { rows?: unknown[]; total?: number };
const students = Array.isArray(parsed.rows) ? parsed.rows.length : Number.NaN;
if (!(typeof parsed.total === 'number' && parsed.total > students))
  throw new Error(`GET ${url}: no total beyond the page`);

const info: StudentsApiInfo = {
  baseUrl: api.baseUrl,
  url,
  cookie: api.cookie,
  bodyFile,
  bytes: body.length,
  students,
  total: parsed.total,
};
announceReady(info);
