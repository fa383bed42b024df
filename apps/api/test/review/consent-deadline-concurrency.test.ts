import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/db/database.ts';
import { drainAll, fakeClock, testWorker } from '../mail/outbox-kit.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { openTestDatabase, setupTestApp } from '../helpers/test-app.ts';
import { consentKit, movableClock, testJob } from './consent-kit.ts';

const t = setupTestApp();
const kit = consentKit(() => t.db);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let sink: SmtpSink;
let second: DatabaseHandle | undefined;

beforeAll(async () => {
  sink = await startSmtpSink();
  // On PostgreSQL the second job gets its own connection pool, like a second API process. PGlite has one
  // connection per database, so there both share it and their transactions take turns.
  if (onPostgres) second = await openTestDatabase();
});
afterAll(async () => {
  await kit.cleanUp();
  await sink.close();
  await second?.close();
});

describe('two consent deadline jobs on the same registrations', () => {
  it(`cancel each once and mail each family once (${onPostgres ? 'PostgreSQL, two pools' : 'PGlite, taking turns'})`, async () => {
    const overdue = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        kit.approvedTraveller({ daysFromStart: -1 - (index % 3), language: index % 2 ? 'en' : 'el' }),
      ),
    );
    const reminded = await Promise.all(Array.from({ length: 12 }, () => kit.approvedTraveller({ daysFromStart: 2 })));
    const clock = movableClock();
    const otherDb: Database = second?.db ?? t.db;
    const jobs = [testJob(t.db, clock, 4), testJob(otherDb, clock, 4)];

    const runs = await Promise.all(jobs.map((job) => job.runOnce()));
    expect(runs[0]!.cancelled + runs[1]!.cancelled).toBe(overdue.length);
    expect(runs[0]!.remindersSent + runs[1]!.remindersSent).toBe(reminded.length);
    // Again, together: there is nothing left to do.
    const again = await Promise.all(jobs.map((job) => job.runOnce()));
    expect(again.every((run) => run.cancelled === 0 && run.remindersSent === 0)).toBe(true);

    for (const traveller of overdue) {
      expect((await kit.travellerRow(traveller.id)).status).toBe('cancelled');
      expect((await kit.auditRows(traveller.id)).map((entry) => entry.action)).toEqual(['registration.cancelled']);
      expect((await kit.mailTo(traveller.email)).map((mail) => mail.template)).toEqual(['registration-cancelled']);
    }
    for (const traveller of reminded) {
      expect((await kit.auditRows(traveller.id)).map((entry) => entry.action)).toEqual([
        'registration.consent-reminder-sent',
      ]);
    }

    const worker = testWorker(t.db, sink.url, fakeClock());
    await drainAll(worker);
    await worker.stop();
    for (const traveller of [...overdue, ...reminded]) {
      expect(
        sink.messages.filter((mail) => mail.to.includes(traveller.email)),
        traveller.email,
      ).toHaveLength(1);
    }
    await Promise.all(jobs.map((job) => job.stop()));
  });
});
