import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/db/database.ts';
import { openTestDatabase, setupTestApp } from '../helpers/test-app.ts';
import { DEPOSIT_CENTS, movableClock, reminderKit, testJob } from './reminder-kit.ts';

const t = setupTestApp();
const kit = reminderKit(() => t.db);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let second: DatabaseHandle | undefined;

beforeAll(async () => {
  // On PostgreSQL the second job gets its own connection pool, like a second API process. PGlite has one
  // connection per database, so there both share it and their transactions take turns.
  if (onPostgres) second = await openTestDatabase();
});
afterAll(async () => {
  await kit.cleanUp();
  await second?.close();
});

describe('two payment reminder jobs on the same travellers', () => {
  it(`send each reminder once (${onPostgres ? 'PostgreSQL, two pools' : 'PGlite, taking turns'})`, async () => {
    const soon = await kit.trip({ depositDueInDays: 4 });
    const late = await kit.trip({ depositDueInDays: -3 });
    const upcoming = await Promise.all(
      Array.from({ length: 12 }, (_, index) => kit.traveller(soon, { language: index % 2 ? 'en' : 'el' })),
    );
    const overdue = await Promise.all(Array.from({ length: 12 }, () => kit.traveller(late)));
    const paid = await kit.traveller(soon);
    await kit.pay(paid.id, DEPOSIT_CENTS, 'pending');
    const clock = movableClock();
    const otherDb: Database = second?.db ?? t.db;
    // One traveller per transaction, so the two passes interleave over the same rows.
    const jobs = [testJob(t.db, clock, 1), testJob(otherDb, clock, 1)];

    const runs = await Promise.all(jobs.map((job) => job.runOnce()));
    const all = [...upcoming, ...overdue];
    expect(runs[0]!.remindersSent + runs[1]!.remindersSent).toBe(all.length);
    // Again, together: there is nothing left to send.
    const again = await Promise.all(jobs.map((job) => job.runOnce()));
    expect(again.map((run) => run.remindersSent)).toEqual([0, 0]);

    for (const [families, kind] of [
      [upcoming, 'upcoming'],
      [overdue, 'overdue'],
    ] as const) {
      for (const family of families) {
        expect((await kit.reminders(family.id)).map((row) => row.kind)).toEqual([kind]);
        expect((await kit.mailTo(family.email)).map((mail) => mail.template)).toEqual(['payment-reminder']);
        expect((await kit.auditRows(family.id)).map((entry) => entry.action)).toEqual(['payment.reminder-sent']);
      }
    }
    expect(await kit.mailTo(paid.email)).toHaveLength(0);
    await Promise.all(jobs.map((job) => job.stop()));
  });
});
