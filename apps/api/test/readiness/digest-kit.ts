import { randomUUID } from 'node:crypto';
import { addDays, type Locale } from '@voyage/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { documents, files, travellers, trips, weeklyDigests } from '../../src/db/schema/index.ts';
import { startWeeklyDigestJob } from '../../src/readiness/jobs/weekly-digest-job.ts';
import { addRegistration, givenCode } from '../accounts/fixtures.ts';
import { approvedFamily } from '../health/health-kit.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { tripOfTraveller } from '../helpers/trip-of-traveller.ts';

const silent = { info() {}, warn() {}, error() {}, debug() {} };
const WEEK = 7 * 24 * 3_600_000;

/** The weekly digest's families and its job on a clock the test moves (docs/product/readiness.md#weekly-digest). */
export function digestKit(t: TestApp) {
  const madeFiles: string[] = [];
  // The registrations go with `setupAppWithRegistrations`; their scans' documents and files here.
  afterAll(async () => {
    if (madeFiles.length === 0) return;
    await t.db.delete(documents).where(inArray(documents.fileId, madeFiles));
    await t.db.delete(files).where(inArray(files.id, madeFiles));
  });

  /** A Monday 07:30 UTC (09:30 or 10:30 in Cyprus) three weeks or so before the active trip begins. */
  async function mondayBeforeTrip(): Promise<Date> {
    const [trip] = await t.db.select({ startsOn: trips.startsOn }).from(trips).where(eq(trips.active, true));
    let day = addDays(trip!.startsOn, -21);
    while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, -1);
    return new Date(`${day}T07:30:00Z`);
  }

  /** A clock the test sets: `set` a time, `nextWeek` a week later. */
  function clock(start: Date) {
    let now = start;
    return {
      now: () => now,
      set: (instant: Date) => void (now = instant),
      nextWeek: () => void (now = new Date(now.getTime() + WEEK)),
    };
  }

  /** The digest job of one process, with no timer: the test runs its passes (`batchSize` guardians a round). */
  const job = (now: () => Date, batchSize?: number) =>
    startWeeklyDigestJob({ db: t.db, publicUrl: t.app.publicUrl, logger: silent, poll: false, now, batchSize });

  /** An approved child whose health record is still to fill in, its family's language set, the guardian signed in. */
  async function familyWithSomethingToDo(prefix: string, language: Locale) {
    const family = await approvedFamily(t, prefix);
    await t.db.update(travellers).set({ language }).where(eq(travellers.id, family.id));
    return family;
  }

  /**
   * A registration waiting for the office with a valid passport described and its scan waiting for review:
   * nothing is left for the family to do until staff act.
   */
  async function familyWithNothingToDo(prefix: string) {
    const registration = await addRegistration(t.db, {
      ...givenCode(prefix),
      nationality: 'CY',
      idDocumentType: 'passport',
      idDocumentNumber: 'K0000001',
      idDocumentExpiresOn: '2040-01-01',
      idDocumentIssuingCountry: 'CY',
    });
    const fileId = randomUUID();
    madeFiles.push(fileId);
    await t.db.insert(files).values({
      id: fileId,
      originalName: 'passport.pdf',
      mediaType: 'application/pdf',
      sizeBytes: 4,
      sha256: '0'.repeat(64),
    });
    await t.db.insert(documents).values({
      travellerId: registration.id,
      tripId: tripOfTraveller(registration.id),
      type: 'passport',
      status: 'pending',
      fileId,
    });
    const cookie = await t.signInAsGuardian(registration.guardianEmail);
    return { ...registration, cookie };
  }

  /** The weeks a guardian was sent the digest, by their account's e-mail. */
  async function weeksOf(guardianUserId: string): Promise<string[]> {
    const rows = await t.db
      .select({ week: weeklyDigests.week })
      .from(weeklyDigests)
      .where(eq(weeklyDigests.guardianUserId, guardianUserId));
    return rows.map((row) => row.week).sort();
  }

  return { mondayBeforeTrip, clock, job, familyWithSomethingToDo, familyWithNothingToDo, weeksOf };
}
