import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/db/database.ts';
import type { OutboxWorker } from '../../src/mail/outbox-worker.ts';
import { claimNextMessage, markSent } from '../../src/mail/queries/outbox-delivery.ts';
import { CLAIM_LEASE_MS } from '../../src/mail/retry-schedule.ts';
import { createSmtpSender } from '../../src/mail/smtp-sender.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { openTestDatabase, setupTestApp } from '../helpers/test-app.ts';
import { clearOutbox, drainAll, enqueueMagicLinks, fakeClock, outboxRow, testWorker } from './outbox-kit.ts';

const t = setupTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let sink: SmtpSink;
let second: DatabaseHandle | undefined;
let workers: OutboxWorker[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  // On PostgreSQL the second worker gets its own connection pool, like a second API process.
  // PGlite has one connection per database, so there both workers share it and their steps interleave.
  if (onPostgres) second = await openTestDatabase();
});
afterAll(async () => {
  await sink.close();
  await second?.close();
});
beforeEach(async () => {
  sink.messages.length = 0;
  await clearOutbox(t.db);
});
afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  workers = [];
});

const timesEach = (values: string[]) =>
  values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<string, number>());

describe('two outbox workers on the same rows', () => {
  it(`never send one message twice (${onPostgres ? 'PostgreSQL, two pools' : 'PGlite, interleaved'})`, async () => {
    const recipients = Array.from({ length: 24 }, (_, index) => `parent-${index}@example.com`);
    const ids = await enqueueMagicLinks(t.db, recipients);
    const clock = fakeClock();
    const otherDb: Database = second?.db ?? t.db;
    workers = [testWorker(t.db, sink.url, clock), testWorker(otherDb, sink.url, clock)];

    const handled = await Promise.all(workers.map((worker) => drainAll(worker)));
    expect(handled[0]! + handled[1]!).toBe(ids.length);

    const counts = timesEach(sink.messages.map((mail) => mail.messageId));
    expect(counts.size).toBe(ids.length);
    expect([...counts.values()].every((times) => times === 1)).toBe(true);
    for (const id of ids) expect(await outboxRow(t.db, id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('a claim whose worker died mid-send', () => {
  it('is left alone while its lease runs, then taken over and sent', async () => {
    const [id] = await enqueueMagicLinks(t.db, ['a@example.com']);
    const clock = fakeClock();
    // A worker claims the message and is killed before it reports back.
    const lost = await claimNextMessage(t.db, clock.now(), CLAIM_LEASE_MS);
    expect(lost).toMatchObject({ id, status: 'sending', attempts: 1 });

    const worker = testWorker(t.db, sink.url, clock);
    workers = [worker];
    clock.advance(CLAIM_LEASE_MS - 1);
    expect(await worker.drainOnce()).toBe(0);
    expect(sink.messages).toHaveLength(0);

    clock.advance(2);
    expect(await worker.drainOnce()).toBe(1);
    expect(sink.messages.map((mail) => mail.messageId)).toEqual([`<${id}@voyage>`]);
    expect(await outboxRow(t.db, id!)).toMatchObject({ status: 'sent', attempts: 2 });

    // The lost worker coming back cannot overwrite what the second claim recorded.
    expect(await markSent(t.db, lost!, clock.now())).toBe(false);
  });

  it('after a send the server accepted, goes out again with the same Message-ID (at-least-once, dedupe key)', async () => {
    const [id] = await enqueueMagicLinks(t.db, ['a@example.com']);
    const clock = fakeClock();
    // Killed after the SMTP server said 250, before the row was marked sent.
    const lost = await claimNextMessage(t.db, clock.now(), CLAIM_LEASE_MS);
    const sender = createSmtpSender({ smtpUrl: sink.url, mailFrom: 'Voyage <no-reply@voyage.test>' });
    await sender!.send({
      id: lost!.id,
      to: lost!.toAddress,
      subject: lost!.subject,
      text: lost!.textBody,
      html: lost!.htmlBody,
    });
    sender!.close();

    const worker = testWorker(t.db, sink.url, clock);
    workers = [worker];
    clock.advance(CLAIM_LEASE_MS + 1);
    expect(await worker.drainOnce()).toBe(1);

    expect(sink.messages.map((mail) => mail.messageId)).toEqual([`<${id}@voyage>`, `<${id}@voyage>`]);
    expect(await outboxRow(t.db, id!)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
