import { randomUUID } from 'node:crypto';
import { addDays, tripDate, type Locale } from '@voyage/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { auditLog, documents, files, outbox, schools, travellers, trips } from '../../src/db/schema/index.ts';
import { startConsentDeadlineJob, type ConsentDeadlineJob } from '../../src/review/jobs/consent-deadline-job.ts';
import { jobOptions } from '../helpers/job-options.ts';
import { tripOfTraveller } from '../helpers/trip-of-traveller.ts';

/**
 * The jobs' clock starts years before the seeded data and any other test file's approvals, so a pass
 * acts only on the travellers a test made (their deadlines are set from this day).
 */
export const START = new Date('2020-03-10T07:00:00Z');
export const START_DAY = tripDate(START);

export type MovableClock = { now: () => Date; set(at: Date): void; advanceDays(days: number): void };

export function movableClock(start = START): MovableClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => void (current = at.getTime()),
    advanceDays: (days) => void (current += days * 86_400_000),
  };
}

/** A job without a timer, on the moved clock: the test calls runOnce(). */
export function testJob(db: Database, clock: MovableClock, batchSize?: number): ConsentDeadlineJob {
  return startConsentDeadlineJob(jobOptions(db, clock, { batchSize }));
}

export type MadeTraveller = { id: string; email: string; name: string; tripTitle: { el: string; en: string } };

/** Keeps what a file made, to remove it afterwards (PostgreSQL files share one database). */
export function consentKit(db: () => Database) {
  const madeTravellers: string[] = [];
  const madeFiles: string[] = [];
  const madeEmails: string[] = [];

  async function activeSchool() {
    const [row] = await db()
      .select({ schoolId: schools.id, tripId: trips.id, tripTitle: trips.title })
      .from(schools)
      .innerJoin(trips, eq(trips.id, schools.tripId))
      .where(eq(trips.active, true))
      .limit(1);
    if (!row) throw new Error('the seeded database has no school of the active trip');
    return row;
  }

  /** An approved traveller whose consent deadline is `daysFromStart` days after START_DAY. */
  async function approvedTraveller({
    daysFromStart,
    language = 'el',
    consent,
  }: {
    daysFromStart: number;
    language?: Locale;
    consent?: 'pending' | 'approved' | 'rejected';
  }): Promise<MadeTraveller> {
    const place = await activeSchool();
    const id = randomUUID();
    const email = `consent-${id.slice(0, 8)}@example.com`;
    const [firstName, lastName] = language === 'el' ? ['ΕΛΕΝΗ', 'ΠΑΠΑ'] : ['HELEN', 'SMITH'];
    await db()
      .insert(travellers)
      .values({
        id,
        tripId: place.tripId,
        schoolId: place.schoolId,
        status: 'approved',
        firstName,
        lastName,
        gender: 'female',
        dateOfBirth: '2012-04-01',
        city: 'Limassol',
        district: 'lemesos',
        phone: '+357 99 123456',
        language,
        guardianName: 'Guardian of the consent test',
        guardianEmail: email,
        emailConfirmedAt: START,
        approvedAt: START,
        statusChangedAt: START,
        consentDeadline: addDays(START_DAY, daysFromStart),
      });
    madeTravellers.push(id);
    madeEmails.push(email);
    if (consent) await addConsent(id, consent);
    return { id, email, name: `${firstName} ${lastName}`, tripTitle: place.tripTitle };
  }

  async function addConsent(travellerId: string, status: 'pending' | 'approved' | 'rejected'): Promise<void> {
    const fileId = randomUUID();
    await db()
      .insert(files)
      .values({
        id: fileId,
        originalName: 'consent.pdf',
        mediaType: 'application/pdf',
        sizeBytes: 4,
        sha256: '0'.repeat(64),
      });
    madeFiles.push(fileId);
    await db()
      .insert(documents)
      .values({ travellerId, tripId: tripOfTraveller(travellerId), type: 'consent', status, fileId });
  }

  async function travellerRow(id: string) {
    const [row] = await db().select().from(travellers).where(eq(travellers.id, id));
    if (!row) throw new Error(`no traveller ${id}`);
    return row;
  }

  async function auditRows(id: string) {
    return db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'traveller'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);
  }

  async function mailTo(email: string) {
    return db().select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(outbox.createdAt);
  }

  /** Removes the travellers (their documents go with them), files and mail; audit rows stay, as history. */
  async function cleanUp(): Promise<void> {
    if (madeTravellers.length > 0) await db().delete(travellers).where(inArray(travellers.id, madeTravellers));
    if (madeFiles.length > 0) await db().delete(files).where(inArray(files.id, madeFiles));
    if (madeEmails.length > 0) await db().delete(outbox).where(inArray(outbox.toAddress, madeEmails));
  }

  return { approvedTraveller, addConsent, travellerRow, auditRows, mailTo, cleanUp };
}
