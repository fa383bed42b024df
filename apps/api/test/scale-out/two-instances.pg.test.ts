import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { S3Storage } from '../../src/storage/s3-storage.ts';
import {
  apiProcesses,
  callApi,
  postJson,
  waitFor,
  type ApiProcess,
  type Browser,
  SERVING_TIMEOUT_MS,
} from '../helpers/api-process.ts';
import { dropPostgresDatabase, scratchPostgresDatabase, testPool } from '../helpers/postgres-databases.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { currentTotp, secretOfTotpUri } from '../helpers/totp.ts';
import { familyWithDraft, uploadPassport } from '../helpers/registration-process.ts';

/**
 * Two real API processes behind one (imaginary) load balancer: one PostgreSQL database, one S3-compatible
 * store, one mail server (docs/architecture.md#scaling-out). Both start at once on an empty database, so
 * migrations, the first seed and every start-up job race as they would in a rolling deployment.
 */
const apis = apiProcesses('two-instances');
const ADMIN_PASSWORD = 'api process test password';
const SIGN_IN_LIMIT = 4;

function signIn(api: ApiProcess, browser: Browser, password: string) {
  return callApi(api, browser, '/api/auth/sign-in/email', postJson({ email: 'admin@voyage.local', password }));
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('two instances on one PostgreSQL database, one S3 store and one mail server', () => {
  const baseUrl = inject('databaseUrl')!;
  let databaseUrl: string | undefined;
  let s3: TestS3Server;
  let sink: SmtpSink;
  let store: S3Storage;
  let database: pg.Pool;
  let a: ApiProcess;
  let b: ApiProcess;
  let dataDirs: string[];
  /** The admin, signed in with a second factor through both instances. */
  const staff: Browser = { cookies: new Map() };

  beforeAll(async () => {
    databaseUrl = await scratchPostgresDatabase(baseUrl, 'voyage_two_instances');
    s3 = await startS3Server();
    store = new S3Storage(s3.settings);
    sink = await startSmtpSink();
    database = testPool(databaseUrl, 2);

    const env = {
      ...s3.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: '200',
      AUTH_SECRET: 'one-secret-shared-by-every-instance-of-the-product',
      SIGN_IN_RATE_LIMIT_MAX: String(SIGN_IN_LIMIT),
      REGISTRATION_CODE_RATE_LIMIT_MAX: '1000',
      PUBLIC_URL: '',
    };
    dataDirs = [apis.tempDir(), apis.tempDir()];
    [a, b] = await Promise.all([apis.start(dataDirs[0]!, env), apis.start(dataDirs[1]!, env)]);
    await Promise.all([apis.untilServing(a), apis.untilServing(b)]);
  }, SERVING_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    await database?.end();
    store?.close();
    await sink?.close();
    await s3?.close();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('seeds the demo once, with its files in the shared store and none on either disk', async () => {
    const { rows } = await database.query<{ trips: string; files: string }>(
      'select (select count(*) from trips) as trips, (select count(*) from files) as files',
    );
    expect(Number(rows[0]!.trips)).toBe(2);
    const stored = [];
    for await (const object of store.list()) stored.push(object.key);
    expect(stored.length).toBe(Number(rows[0]!.files));
    for (const dataDir of dataDirs) expect(fs.readdirSync(dataDir)).not.toContain('files');
  });

  it('counts sign-in attempts across both instances', async () => {
    const browser: Browser = { cookies: new Map() };
    await callApi(a, browser, '/api/trip/active');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_LIMIT; attempt += 1) {
      statuses.push((await signIn(attempt % 2 === 0 ? a : b, browser, 'not the password')).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    // The limit is reached on both, whichever counted the attempts: even the right password waits now.
    expect((await signIn(a, browser, ADMIN_PASSWORD)).status).toBe(429);
    expect((await signIn(b, browser, ADMIN_PASSWORD)).status).toBe(429);
  });

  it('keeps an ID uploaded through one instance in the shared store, and removes it through the other', async () => {
    const { family } = await familyWithDraft(a);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3b6ea5' } })
      .jpeg()
      .toBuffer();
    const upload = await uploadPassport(a, family, photo);
    expect(upload.status).toBe(200);
    const {
      rows: [file],
    } = await database.query<{ id: string; sha256: string }>(
      'select id, sha256 from files order by created_at desc limit 1',
    );
    const stored = await store.get(file!.id);
    expect(stored && sha256(stored)).toBe(file!.sha256);

    const removed = await callApi(b, family, '/api/registration/draft/document', { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await store.exists(file!.id)).toBe(false);
  });

  it('serves through one instance a document the other stored', async () => {
    const {
      rows: [document],
    } = await database.query<{ id: number; file_id: string }>(
      'select id, file_id from documents where file_id is not null order by id limit 1',
    );
    // The sign-in limit above is per client address and window: a new window for the admin's own sign-in.
    await database.query('delete from rate_limit_counters');
    await callApi(a, staff, '/api/trip/active');
    expect((await signIn(a, staff, ADMIN_PASSWORD)).status).toBe(200);
    // Staff set up their authenticator at first sign-in (docs/product/security.md#two-factor).
    const enabled = await callApi(a, staff, '/api/auth/two-factor/enable', postJson({ password: ADMIN_PASSWORD }));
    expect(enabled.status).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const code = await currentTotp(secretOfTotpUri(totpURI));
    expect((await callApi(b, staff, '/api/auth/two-factor/verify-totp', postJson({ code }))).status).toBe(200);
    const download = await callApi(b, staff, `/api/admin/documents/${document!.id}/file`);
    expect(download.status).toBe(200);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(sha256(bytes)).toBe(sha256((await store.get(document!.file_id))!));
  });

  it("shows on one instance's dashboard and lists a registration the other approved at once", async () => {
    const {
      rows: [trip],
    } = await database.query<{ id: number }>('select id from trips where active');
    const get = async (api: ApiProcess, route: string) =>
      (await (await callApi(api, staff, `${route}?trip_id=${trip!.id}&page=0&page_size=25`)).json()) as {
        byStatus: Record<string, number>;
        total: number;
      };
    // Both instances have worked the figures out and keep them (docs/architecture.md#figures-kept-per-revision).
    const before = await get(b, '/api/dashboard');
    const pendingBefore = (await get(b, '/api/registrations/pending')).total;
    await get(a, '/api/dashboard');
    const {
      rows: [pending],
    } = await database.query<{ id: string }>(
      `select id from travellers where trip_id = $1 and status = 'pending' and email_confirmed_at is not null
       order by created_at limit 1`,
      [trip!.id],
    );
    const approved = await callApi(
      a,
      staff,
      `/api/admin/travellers/${pending!.id}/approve`,
      postJson({ expectedStatus: 'pending' }),
    );
    expect(approved.status).toBe(200);
    const after = await get(b, '/api/dashboard');
    expect(after.byStatus.approved).toBe(before.byStatus.approved! + 1);
    expect(after.byStatus.pending).toBe(before.byStatus.pending! - 1);
    expect((await get(b, '/api/registrations/pending')).total).toBe(pendingBefore - 1);
  });

  it('sends every e-mail once and queues every reminder once, though both instances ran the jobs', async () => {
    await waitFor(() => sink.messages.length > 0, 'the first e-mail', 30_000);
    const pending = async () =>
      Number(
        (await database.query<{ n: string }>(`select count(*) as n from outbox where status in ('pending', 'sending')`))
          .rows[0]!.n,
      );
    const deadline = Date.now() + 60_000;
    while ((await pending()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await pending()).toBe(0);

    const { rows: sent } = await database.query<{ id: string }>(`select id from outbox where status = 'sent'`);
    const received = sink.messages.map((message) => message.messageId);
    expect(new Set(received).size).toBe(received.length);
    expect(received.sort()).toEqual(sent.map((row) => `<${row.id}@voyage>`).sort());
    const { rows: twice } = await database.query(
      `select template, to_address, text_body from outbox group by 1, 2, 3 having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    expect(sent.length).toBeGreaterThan(0);
  });
});
