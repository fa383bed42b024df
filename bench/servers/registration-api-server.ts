// The real API on a fresh database (PGlite, or PostgreSQL with BENCH_DATABASE_URL) with the demo data, and
// ten parents' registrations in progress, each started through the API in its own browser with a school's
// code of the active trip. Announces the registration URLs, each parent's headers (draft cookie, CSRF pair,
// Origin), a step-2 autosave body and the bytes the API answers it with.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { announceReady } from '../lib/child.ts';
import { mergeCookies, unsafeHeaders, visit } from '../lib/sign-in.ts';
import { getJson, startSeededApi } from './seeded-api.ts';

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

const api = await startSeededApi();
const { baseUrl } = api;

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

// The code a school hands out, as the admin sees it.
const schools = await getJson<{ registrationCode: string }[]>(api, `/api/schools?trip_id=${api.tripId}`);
if (!schools[0]) throw new Error(`the active trip ${api.tripId} has no school`);

/** As many parents as the load has connections: each phone saves its own registration. */
const PARENTS = 10;

// Each parent's browser, apart from the admin's: step 1 sets the draft cookie next to the CSRF one.
async function startRegistration(registrationCode: string): Promise<Record<string, string>> {
  const parent = await visit(baseUrl);
  const started = await fetch(`${baseUrl}/api/registration/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...unsafeHeaders(baseUrl, parent) },
    body: JSON.stringify({ tripId: api.tripId, registrationCode }),
  });
  await json(started, 'registration start');
  mergeCookies(parent, started);
  return unsafeHeaders(baseUrl, parent);
}
const parents: Record<string, string>[] = [];
for (let parent = 0; parent < PARENTS; parent++) parents.push(await startRegistration(schools[0].registrationCode));
const headers = parents[0]!;

const draftUrl = `${baseUrl}/api/registration/draft`;
const autosaveBody = JSON.stringify(AUTOSAVE);
const saved = await fetch(draftUrl, {
  method: 'PUT',
  headers: { ...headers, 'content-type': 'application/json' },
  body: autosaveBody,
});
if (!saved.ok) throw new Error(`PUT ${draftUrl}: ${saved.status} ${await saved.text()}`);
const autosaveReply = Buffer.from(await saved.arrayBuffer());
const autosaveReplyFile = join(api.workDir, 'autosave-reply.json');
writeFileSync(autosaveReplyFile, autosaveReply);

announceReady({
  tripId: api.tripId,
  draftUrl,
  documentUrl: `${draftUrl}/document`,
  headers,
  parents,
  autosaveBody,
  autosaveReplyFile,
  filesDir: join(api.dataDir, 'files'),
});
