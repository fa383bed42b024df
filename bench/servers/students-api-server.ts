// The real API (buildApp) on a temporary file-backed PGlite seeded with 2,000 travellers per trip,
// signed in as the admin; announces the URL of the students list's first page as the screen asks for
// it (25 rows by name, with the total), the session cookie and the response bytes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/open-database.ts';
import { seedDemo } from '../../apps/api/src/db/seed/seed-demo.ts';
import { announceReady } from '../lib/child.ts';
import { ADMIN, freePort } from '../lib/product.ts';
import { signInAdmin } from '../lib/sign-in.ts';

const TRAVELLERS_PER_TRIP = 2000;
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
const active = (await (await fetch(`${baseUrl}/api/trip/active`)).json()) as { id: number };
const url = `${baseUrl}/api/students?trip_id=${active.id}&page=0&page_size=25`;
const response = await fetch(url, { headers: { cookie } });
if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
const body = Buffer.from(await response.arrayBuffer());
const bodyFile = join(workDir, 'students.json');
writeFileSync(bodyFile, body);
const parsed = JSON.parse(body.toString('utf8')) as { rows?: unknown[]; total?: number };
const students = Array.isArray(parsed.rows) ? parsed.rows.length : Number.NaN;
if (!(typeof parsed.total === 'number' && parsed.total > students))
  throw new Error(`GET ${url}: no total beyond the page`);

announceReady({ url, cookie, bodyFile, bytes: body.length, students });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
