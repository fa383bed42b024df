// The product of one checkout (BENCH_PRODUCT_ROOT, this one by default) for the screens benchmark: its API
// serving its built web app on a fresh database seeded with BENCH_SCREENS_TRAVELLERS per trip, the admin
// signed in with a second factor and a family signed in with a password. The checkout's code is imported
// by path, so the same script measures any checkout that has the bench's seeding (the demo seed, the admin
// and password accounts). A second, local port puts back what a measured action changed: the departure's
// rooms emptied before an auto-fill, the registrations pending again before a bulk approval.
import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { announceReady } from '../lib/child.ts';
import { ADMIN, freePort } from '../lib/product.ts';
import { cookieHeader, mergeCookies, signInAdmin, unsafeHeaders, visit } from '../lib/sign-in.ts';

export type ScreensServerInfo = {
  root: string;
  baseUrl: string;
  controlUrl: string;
  adminCookie: string;
  familyCookie: string;
  tripId: number;
  /** The departure with the most travellers to place, and its rooms' screen. */
  departureId: number;
  /** The registrations a bulk approval approves, pending again before each. */
  pendingIds: string[];
};

const FAMILY_PASSWORD = 'bench family password 1';
const BULK = 11;

const root = resolve(process.env.BENCH_PRODUCT_ROOT ?? join(import.meta.dirname, '../..'));
const load = async <T>(path: string) => (await import(pathToFileURL(join(root, 'apps/api/src', path)).href)) as T;

type Sql = { execute: (query: string) => Promise<{ rows: Record<string, unknown>[] }> };
const { buildApp } = await load<{ buildApp: (options: unknown) => Promise<import('fastify').FastifyInstance> }>(
  'app.ts',
);
const { loadConfig } = await load<{ loadConfig: (env: Record<string, string>) => Record<string, unknown> }>(
  'config/config.ts',
);
const { openDatabase } = await load<{
  openDatabase: (options: unknown) => Promise<{ db: Sql; migrate: () => Promise<void> }>;
}>('db/open-database.ts');
const { seedDemo } = await load<{ seedDemo: (db: unknown, options: unknown) => Promise<void> }>('db/seed/seed-demo.ts');
const { createPasswordUser } = await load<{
  createPasswordUser: (
    db: unknown,
    user: { email: string; password: string; name: string; role: string },
  ) => Promise<string>;
}>('db/seed/seed-admin.ts');

const travellers = Number(process.env.BENCH_SCREENS_TRAVELLERS ?? 300);
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = join(process.env.BENCH_WORK_DIR ?? mkdtempSync(join(tmpdir(), 'voyage-screens-')), 'data');
const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir });
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
await database.migrate();
await seedDemo(database.db, { admin: ADMIN, travellersPerTrip: travellers });
const rows = async (query: string) => (await database.db.execute(query)).rows;

const app = await buildApp({
  config: { ...config, authSecret: 'bench-secret-bench-secret-bench-secret-0' },
  db: database.db,
});
await app.listen({ host: '127.0.0.1', port });
const adminCookie = await signInAdmin(baseUrl);
const active = (await (await fetch(`${baseUrl}/api/trip/active`)).json()) as { id: number };

// A family whose child is approved and placed on a departure: My Voyage shows all its cards.
const [family] = await rows(
  `select guardian_email as email from travellers where trip_id = ${active.id} and status = 'approved'
   order by guardian_email limit 1`,
);
const familyEmail = String(family!.email);
await createPasswordUser(database.db, {
  email: familyEmail,
  password: FAMILY_PASSWORD,
  name: 'Bench family',
  role: 'guardian',
});
const jar = await visit(baseUrl);
const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', ...unsafeHeaders(baseUrl, jar) },
  body: JSON.stringify({ email: familyEmail, password: FAMILY_PASSWORD }),
});
if (!signIn.ok) throw new Error(`family sign-in: ${signIn.status} ${await signIn.text()}`);
mergeCookies(jar, signIn);

const [departure] = await rows(
  `select s.departure_id as id from travellers t join schools s on s.id = t.school_id
   where t.trip_id = ${active.id} and t.status = 'approved' group by s.departure_id order by count(*) desc limit 1`,
);
const departureId = Number(departure!.id);
const pending = await rows(
  `select id from travellers where trip_id = ${active.id} and status = 'pending' order by last_name, first_name limit ${BULK}`,
);
if (pending.length < BULK) throw new Error(`only ${pending.length} pending registrations: seed more travellers`);
const pendingIds = pending.map((row) => String(row.id));
// The seeded trip is sized as a real one, near full: the approvals timed here must find their places.
await rows(`update trips set capacity = 100000 where id = ${active.id}`);
await rows(`update departures set seats = null where trip_id = ${active.id}`);

const control = createServer((request, response) => {
  const reset =
    request.url === '/rooming'
      ? rows(`delete from room_assignments where departure_id = ${departureId}`).then(() =>
          rows(`update departures set rooming_updated_at = null where id = ${departureId}`),
        )
      : rows(
          `update travellers set status = 'pending', approved_at = null
           where id in (${pendingIds.map((id) => `'${id}'`).join(',')})`,
        );
  reset.then(
    () => response.end('ok'),
    (error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    },
  );
});
const controlPort = await freePort();
await new Promise<void>((done) => control.listen(controlPort, '127.0.0.1', done));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));

const info: ScreensServerInfo = {
  root,
  baseUrl,
  controlUrl: `http://127.0.0.1:${controlPort}`,
  adminCookie,
  familyCookie: cookieHeader(jar),
  tripId: active.id,
  departureId,
  pendingIds,
};
announceReady(info);
