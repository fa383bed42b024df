// The real API on a fresh database (PGlite, or PostgreSQL with BENCH_DATABASE_URL) seeded with 2,000
// travellers per trip (BENCH_TRAVELLERS), every
// school of the active trip flying with its first departure, so that departure's flight manifest lists
// all the trip's approved travellers, and its rooms auto-filled; signed in as the admin, it announces the
// URLs of the manifest (CSV, XLSX, PDF) and of the hotel's rooming list (XLSX, PDF), the session cookie and
// each reply's bytes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Departure } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { schools, user } from '../../apps/api/src/db/schema/index.ts';
import { autoFillRooming } from '../../apps/api/src/operations/services/auto-fill-rooming.ts';
import { announceReady } from '../lib/child.ts';
import { ADMIN } from '../lib/product.ts';
import { tripTravellers } from '../lib/sizes.ts';
import { getJson, startSeededApi } from './seeded-api.ts';

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

const api = await startSeededApi({ travellersPerTrip: tripTravellers() });
const { database } = api;
const [departure] = await getJson<Departure[]>(api, `/api/departures?trip_id=${api.tripId}`);
if (!departure) throw new Error('the seed has no departure on the active trip');
// One departure for the whole trip: the largest manifest a trip can give.
await database.db.update(schools).set({ departureId: departure.id }).where(eq(schools.tripId, api.tripId));
await database.db.execute('analyze');
const [whole] = await getJson<Departure[]>(api, `/api/departures?trip_id=${api.tripId}`);
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
  const url = `${api.baseUrl}/api/admin/departures/${departure!.id}/${what}?format=${format}&lang=el`;
  const response = await fetch(url, { headers: { cookie: api.cookie } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const bodyFile = join(api.workDir, `${what.replace('/', '-')}.${format}`);
  writeFileSync(bodyFile, body);
  return { url, bodyFile, bytes: body.length, contentType: response.headers.get('content-type') ?? '' };
}

const info: ManifestApiInfo = {
  cookie: api.cookie,
  passengers: whole?.travellerCount ?? 0,
  csv: await capture('manifest', 'csv'),
  xlsx: await capture('manifest', 'xlsx'),
  pdf: await capture('manifest', 'pdf'),
  roomingXlsx: await capture('rooming/list', 'xlsx'),
  roomingPdf: await capture('rooming/list', 'pdf'),
};
announceReady(info);
