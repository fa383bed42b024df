import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/open-database.ts';
import { sweepFiles } from '../../src/files/file-sweeper.ts';
import { CLAIM_LEASE_MS } from '../../src/mail/retry-schedule.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import { apiProcesses, callApi, postJson, waitFor, type ApiProcess, type Browser } from '../helpers/api-process.ts';
import { dropPostgresDatabase, scratchPostgresDatabase } from '../helpers/postgres-databases.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { noisyPhoto, uploadPassport } from '../helpers/registration-process.ts';

/**
 * SECURITY §2.3 "faults survived": the server is killed with SIGKILL at random moments while families
 * upload IDs and send registrations, `FAULT_ROUNDS` times (30 by default), and restarted each time on the same
 * data. Then nothing may be lost or half-written: every `files` row has its whole object, every registration
 * a browser was told was sent exists with its ID, no orphan object survives the sweeper, and every e-mail
 * queued is delivered. Runs with `npm run test:faults` (PGlite; PostgreSQL with TEST_DATABASE_URL); it
 * takes minutes, so it is not part of `npm test`. Prints its figures.
 */
const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 30);
const FAMILIES_AT_ONCE = 4;
const EMAIL_DOMAIN = 'faults.test';
const apis = apiProcesses('faults');
const baseDatabaseUrl = inject('databaseUrl');

type Outcome = { submitted: string[]; uploads: number; refused: number; cut: number };

/** One family's whole registration, as the web app sends it; the guardian's address names it. */
async function registerOnce(api: ApiProcess, code: string, tripYear: number, photo: Buffer, outcome: Outcome) {
  const browser: Browser = { cookies: new Map() };
  const trip = (await (await callApi(api, browser, '/api/trip/active')).json()) as { id: number };
  const guardianEmail = `family-${randomUUID().slice(0, 8)}@${EMAIL_DOMAIN}`;
  const started = await callApi(
    api,
    browser,
    '/api/registration/start',
    postJson({ tripId: trip.id, registrationCode: code }),
  );
  if (started.status !== 201) return void (outcome.refused += 1);
  const details = {
    firstName: 'ELENI',
    lastName: `FAULT${randomUUID()
      .slice(0, 6)
      .toUpperCase()
      .replace(/[^A-Z]/g, 'X')}`,
    gender: 'female',
    dateOfBirth: `${tripYear - 14}-03-02`,
    nationality: 'CY',
    city: 'Limassol',
    district: 'lemesos',
    phone: '+357 99 123456',
    language: 'el',
    guardianName: 'Maria Ioannou',
    guardianEmail,
    roommates: [],
    registrationCode: code,
  };
  if ((await callApi(api, browser, '/api/registration/draft/details', postJson({ details }))).status !== 200) {
    return void (outcome.refused += 1);
  }
  const uploaded = await uploadPassport(api, browser, photo);
  if (uploaded.status !== 200) return void (outcome.refused += 1);
  outcome.uploads += 1;
  const sent = await callApi(api, browser, '/api/registration/submit', {
    ...postJson({}),
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
  });
  if (sent.status === 201) outcome.submitted.push(guardianEmail);
  else outcome.refused += 1;
}

/** Families registering one after another, several at once, until the server dies under them. */
async function keepRegistering(api: ApiProcess, code: string, tripYear: number, photo: Buffer, outcome: Outcome) {
  await Promise.all(
    Array.from({ length: FAMILIES_AT_ONCE }, async () => {
      for (;;) {
        try {
          await registerOnce(api, code, tripYear, photo, outcome);
        } catch {
          outcome.cut += 1; // the connection died with the server
          return;
        }
      }
    }),
  );
}

/** Started, or a failure that shows why (a database that does not open after a kill would show here). */
async function startServing(api: ApiProcess): Promise<void> {
  await waitFor(
    () => api.output().includes('Voyage is running at') || api.child.exitCode !== null,
    `API on port ${api.port}`,
    180_000,
  ).catch(() => {});
  if (!api.output().includes('Voyage is running at')) {
    throw new Error(`the server did not start again after a kill:\n${api.output().slice(-4000)}`);
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe(`kill -9 at random moments during uploads and registrations (${ROUNDS} rounds)`, () => {
  let sink: SmtpSink | undefined;
  afterAll(async () => sink?.close());

  it('loses nothing, leaves nothing half-written, and sends every e-mail queued', async () => {
    sink = await startSmtpSink();
    const dataDir = apis.tempDir();
    const databaseUrl = baseDatabaseUrl ? await scratchPostgresDatabase(baseDatabaseUrl, 'voyage_faults') : undefined;
    const env = {
      DATABASE_URL: databaseUrl ?? '',
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: '200',
      AUTH_SECRET: 'one-secret-kept-across-restarts-of-the-product',
      REGISTRATION_CODE_RATE_LIMIT_MAX: '1000000',
      PUBLIC_URL: '',
    };
    const photo = await noisyPhoto(2400, 1600, 85);
    const outcome: Outcome = { submitted: [], uploads: 0, refused: 0, cut: 0 };
    const startedAt = Date.now();

    for (let round = 0; round < ROUNDS; round += 1) {
      const api = await apis.start(dataDir, env);
      await startServing(api);
      await waitFor(() => /with code \S+/.test(api.output()), 'the registration code to try');
      const code = /with code (\S+)/.exec(api.output())![1]!;
      const tripYear = new Date().getUTCFullYear() + 1;
      const families = keepRegistering(api, code, tripYear, photo, outcome);
      // A random moment while the families are at work: after 0 to 2 more uploads, then 0 to 1.5 s on.
      const uploadsBefore = outcome.uploads;
      const target = uploadsBefore + Math.floor(Math.random() * 3);
      await waitFor(() => outcome.uploads >= target, 'uploads in this round', 120_000).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1_500));
      api.child.kill('SIGKILL');
      await api.exited;
      await families;
    }

    // A last start: the outbox worker sends what was queued, and takes over a message a killed worker had
    // claimed once its lease has lapsed; the sweeper runs its start-up pass.
    const lastKillAt = Date.now();
    const last = await apis.start(dataDir, env);
    await startServing(last);
    let seen = -1;
    while (seen !== sink.messages.length || Date.now() < lastKillAt + CLAIM_LEASE_MS + 5_000) {
      seen = sink.messages.length;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
    last.child.kill('SIGTERM');
    await last.exited;

    const database = await openDatabase({ dataDir, databaseUrl });
    const storage = createStorage({ dataDir });
    try {
      const rows = <T>(query: ReturnType<typeof sql>) =>
        database.db.execute(query).then((result) => (result as unknown as { rows: T[] }).rows);

      // Every row's object is there, whole.
      const fileRows = await rows<{ id: string; size_bytes: number; sha256: string }>(
        sql`select id, size_bytes, sha256 from files`,
      );
      const damaged = [];
      for (const file of fileRows) {
        const bytes = await storage.get(file.id);
        if (!bytes || bytes.length !== Number(file.size_bytes) || sha256(bytes) !== file.sha256) damaged.push(file.id);
      }
      expect(damaged).toEqual([]);

      // Every registration a browser was told was sent exists, each with its ID document and its file.
      const registrations = await rows<{ guardian_email: string; documents: number }>(sql`
        select t.guardian_email, count(d.id)::int as documents
        from travellers t left join documents d on d.traveller_id = t.id and d.file_id is not null
        where t.guardian_email like ${`%@${EMAIL_DOMAIN}`} group by t.id, t.guardian_email`);
      const stored = new Set(registrations.map((row) => row.guardian_email));
      expect(outcome.submitted.filter((email) => !stored.has(email))).toEqual([]);
      expect(registrations.filter((row) => row.documents < 1)).toEqual([]);

      // No orphan object once the sweeper's grace periods have passed.
      await sweepFiles(database.db, storage, new Date(Date.now() + 2 * 24 * 3_600_000));
      const rowIds = new Set((await rows<{ id: string }>(sql`select id from files`)).map((row) => row.id));
      const orphans = [];
      for await (const object of storage.list()) if (!rowIds.has(object.key)) orphans.push(object.key);
      expect(orphans).toEqual([]);
      const tempDir = path.join(dataDir, 'files', 'tmp');
      expect(fs.existsSync(tempDir) ? fs.readdirSync(tempDir) : []).toEqual([]);

      // Every e-mail queued was delivered; a repeat (a kill between the server's "250 OK" and the row's
      // update) carries the same Message-ID, so the guardian's mail program shows it once.
      const outbox = await rows<{ id: string; status: string }>(sql`select id, status from outbox`);
      expect(outbox.filter((row) => row.status !== 'sent')).toEqual([]);
      const received = sink.messages.map((message) => message.messageId);
      const receivedIds = new Set(received);
      expect(outbox.filter((row) => !receivedIds.has(`<${row.id}@voyage>`))).toEqual([]);

      console.log(
        [
          `fault run: ${ROUNDS} kills in ${Math.round((Date.now() - startedAt) / 1000)} s`,
          `${outcome.uploads} IDs uploaded, ${outcome.submitted.length} registrations acknowledged,`,
          `${outcome.cut} requests cut by a kill, ${outcome.refused} refused;`,
          `checked ${fileRows.length} files, ${registrations.length} registrations, ${outbox.length} e-mails`,
          `(${received.length - receivedIds.size} delivered twice); losses: 0`,
        ].join(' '),
      );
    } finally {
      await database.close();
      if (databaseUrl) await dropPostgresDatabase(databaseUrl);
    }
  }, 1_800_000);
});
