// The real API (buildApp) on a temporary file-backed PGlite seeded with 2,000 travellers per trip, every
// school of the active trip flying with its first departure, so that departure's flight manifest lists
// all the trip's approved travellers, and its rooms auto-filled; signed in as the admin, it announces the
// URLs of the manifest (CSV, XLSX, PDF) and of the hotel's rooming list (XLSX, PDF), the session cookie and
// each reply's bytes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Departure } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/open-database.ts';
import { schools, user } from '../../apps/api/src/db/schema/index.ts';
import { seedDemo } from '../../apps/api/src/db/seed/seed-demo.ts';
import { autoFillRooming } from '../../apps/api/src/services/auto-fill-rooming.ts';
import { announceReady } from '../lib/child.ts';
import { ADMIN, freePort } from '../lib/product.ts';
import { signInAdmin } from '../lib/sign-in.ts';

const TRAVELLERS_PER_TRIP = 2000;

export type ManifestEndpoint = { url: string; bodyFile: string; bytes: number; contentType: string };
export type ManifestApiInfo = {
  cookie: string;
  passengers: number;
  csv: ManifestEndpoint;
  xlsx: ManifestEndpoint;
  pdf: ManifestEndpoint;
  roomingXlsx: ManifestEndpoint;
  roomingPdf: ManifestEndpoint;
};

const workDir = process.env.BENCH_WORK_DIR;
if (!workDir) throw new Error('BENCH_WORK_DIR is required');

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const config = loadConfig({
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: baseUrl,
  DATA_DIR: join(workDir, 'data'),
});
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: undefined });
await database.migrate();
await seedDemo(database.db, { travellersPerTrip: TRAVELLERS_PER_TRIP, admin: ADMIN });

const app = await buildApp({
  config: { ...config, authSecret: 'bench-secret-bench-secret-bench-secret-0' },
  db: database.db,
});
await app.listen({ host: config.host, port: config.port });

const cookie = await signInAdmin(baseUrl);
async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}
const active = await getJson<{ id: number }>('/api/trip/active');
const [departure] = await getJson<Departure[]>(`/api/departures?trip_id=${active.id}`);
if (!departure) throw new Error('the seed has no departure on the active trip');
// One departure for the whole trip: the largest manifest a trip can give.
await database.db.update(schools).set({ departureId: departure.id }).where(eq(schools.tripId, active.id));
await database.db.execute('analyze');
const [whole] = await getJson<Departure[]>(`/api/departures?trip_id=${active.id}`);
const [admin] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, ADMIN.email));
await autoFillRooming({
  db: database.db,
  departureId: departure.id,
  expectedUpdatedAt: null,
  now: new Date(),
  actorUserId: admin!.id,
  ip: '127.0.0.1',
  requestId: 'bench',
});

async function capture(what: 'manifest' | 'rooming/list', format: 'csv' | 'xlsx' | 'pdf'): Promise<ManifestEndpoint> {
  const url = `${baseUrl}/api/admin/departures/${departure!.id}/${what}?format=${format}&lang=el`;
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const bodyFile = join(workDir!, `${what.replace('/', '-')}.${format}`);
  writeFileSync(bodyFile, body);
  return { url, bodyFile, bytes: body.length, contentType: response.headers.get('content-type') ?? '' };
}

const info: ManifestApiInfo = {
  cookie,
  passengers: whole?.travellerCount ?? 0,
  csv: await capture('manifest', 'csv'),
  xlsx: await capture('manifest', 'xlsx'),
  pdf: await capture('manifest', 'pdf'),
  roomingXlsx: await capture('rooming/list', 'xlsx'),
  roomingPdf: await capture('rooming/list', 'pdf'),
};
announceReady(info);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
