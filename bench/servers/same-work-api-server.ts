// The real API on a fresh database (PGlite, or PostgreSQL with BENCH_DATABASE_URL) seeded with
// BENCH_SAME_WORK_TRAVELLERS travellers per trip, the production logger on (its lines to BENCH_LOG_FILE),
// the admin signed in. For each staff list, each of the dashboard's calls and the students CSV export it
// makes one request, then records the statements a second one sends (the session's left out, the groups
// sent side by side kept) with its reply's bytes and content type, for the baseline to replay. On PGlite it
// also writes a copy of the database (PGlite's dumpDataDir) for the baseline's own PGlite.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { announceReady } from '../lib/child.ts';
import { capturePglite, startCapture, stopCapture } from '../lib/statement-replay.ts';
import type { SameWorkApiInfo, SameWorkEndpoint } from '../lib/same-work-endpoint.ts';
import { growthEndpoints } from './growth-endpoints.ts';
import { startSeededApi } from './seeded-api.ts';

const travellers = Number(process.env.BENCH_SAME_WORK_TRAVELLERS ?? 2000);
capturePglite(PGlite);
const api = await startSeededApi({
  travellersPerTrip: travellers,
  productionLogger: true,
  logFile: process.env.BENCH_LOG_FILE ?? '/dev/null',
});

const lists = await growthEndpoints(api);
const exportUrl = `${api.baseUrl}/api/admin/students/export?trip_id=${api.tripId}&format=csv`;
const endpoints = [
  ...lists.map(({ name, url }) => ({ name, url })),
  { name: 'students CSV export (GET /api/admin/students/export)', url: exportUrl },
];

// Uncompressed, so the product and the baseline send the same bytes.
const HEADERS = { cookie: api.cookie, 'accept-encoding': 'identity' };

async function get(url: string) {
  const response = await fetch(url, { headers: HEADERS });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${body.toString('utf8', 0, 300)}`);
  if (response.headers.get('content-encoding')) throw new Error(`GET ${url}: compressed though identity was asked`);
  return { body, contentType: response.headers.get('content-type') ?? '' };
}

const dir = join(api.workDir, 'same-work');
mkdirSync(dir, { recursive: true });
const recorded: SameWorkEndpoint[] = [];
for (const [index, { name, url }] of endpoints.entries()) {
  // The first request fills what the product keeps between requests; the second is the work of every one.
  await get(url);
  startCapture();
  const { body, contentType } = await get(url);
  const statements = stopCapture();
  const bodyFile = join(dir, `reply-${index}`);
  writeFileSync(bodyFile, body);
  recorded.push({ name, path: new URL(url).pathname + new URL(url).search, contentType, bodyFile, statements });
}
const endpointsFile = join(dir, 'endpoints.json');
writeFileSync(endpointsFile, JSON.stringify(recorded));

let pgliteDump: string | undefined;
if (api.database.driver === 'pglite') {
  const client = (api.database.db as unknown as { $client: PGlite }).$client;
  await client.exec('CHECKPOINT');
  pgliteDump = join(dir, 'pglite.tar');
  writeFileSync(pgliteDump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
}

const info: SameWorkApiInfo = {
  baseUrl: api.baseUrl,
  cookie: api.cookie,
  pid: process.pid,
  travellers,
  endpointsFile,
  ...(pgliteDump ? { pgliteDump } : {}),
};
announceReady(info);
