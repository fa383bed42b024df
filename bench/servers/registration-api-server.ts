// The real API (buildApp) on a temporary file-backed PGlite with the demo data, and one parent's
// registration in progress, started through the API with a school's code of the active trip.
// Announces the registration URLs, the parent's headers (draft cookie, CSRF pair, Origin), a step-2
// autosave body and the bytes the API answers it with.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/open-database.ts';
import { seedDemo } from '../../apps/api/src/db/seed/seed-demo.ts';
import { announceReady } from '../lib/child.ts';
import { ADMIN, freePort } from '../lib/product.ts';
import { mergeCookies, signInAdmin, unsafeHeaders, visit } from '../lib/sign-in.ts';

const workDir = process.env.BENCH_WORK_DIR;
if (!workDir) throw new Error('BENCH_WORK_DIR is required');

// Half-way through step 2 on a phone: the e-mail still being typed, no roommates yet.
const AUTOSAVE = {
  details: {
    firstName: 'Γιώργος',
    lastName: 'Παπαδόπουλος',
    gender: 'male',
    dateOfBirth: '2012-03-14',
    city: 'Λεμεσός',
    district: 'lemesos',
    phone: '99 123 456',
    language: 'el',
    guardianName: 'Μαρία Παπαδοπούλου',
    guardianEmail: 'maria.papad',
  },
};

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = join(workDir, 'data');
const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir });
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: undefined });
await database.migrate();
await seedDemo(database.db, { admin: ADMIN });

const app = await buildApp({
  config: { ...config, authSecret: 'bench-secret-bench-secret-bench-secret-0' },
  db: database.db,
});
await app.listen({ host: config.host, port: config.port });

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

// The code a school hands out, as the admin sees it.
const active = await json<{ id: number }>(await fetch(`${baseUrl}/api/trip/active`), 'active trip');
const adminCookie = await signInAdmin(baseUrl);
const schools = await json<{ registrationCode: string }[]>(
  await fetch(`${baseUrl}/api/schools?trip_id=${active.id}`, { headers: { cookie: adminCookie } }),
  'schools',
);
if (!schools[0]) throw new Error(`the active trip ${active.id} has no school`);

// The parent's browser, apart from the admin's: step 1 sets the draft cookie next to the CSRF one.
const parent = await visit(baseUrl);
const started = await fetch(`${baseUrl}/api/registration/start`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', ...unsafeHeaders(baseUrl, parent) },
  body: JSON.stringify({ tripId: active.id, registrationCode: schools[0].registrationCode }),
});
await json(started, 'registration start');
mergeCookies(parent, started);
const headers = unsafeHeaders(baseUrl, parent);

const draftUrl = `${baseUrl}/api/registration/draft`;
const autosaveBody = JSON.stringify(AUTOSAVE);
const saved = await fetch(draftUrl, {
  method: 'PUT',
  headers: { ...headers, 'content-type': 'application/json' },
  body: autosaveBody,
});
if (!saved.ok) throw new Error(`PUT ${draftUrl}: ${saved.status} ${await saved.text()}`);
const autosaveReply = Buffer.from(await saved.arrayBuffer());
const autosaveReplyFile = join(workDir, 'autosave-reply.json');
writeFileSync(autosaveReplyFile, autosaveReply);

announceReady({
  tripId: active.id,
  draftUrl,
  documentUrl: `${draftUrl}/document`,
  headers,
  autosaveBody,
  autosaveReplyFile,
  filesDir: join(dataDir, 'files'),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
