import { randomUUID } from 'node:crypto';
import type { Locale } from '@voyage/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeEach } from 'vitest';
import { startAnnouncementJob } from '../../src/announcements/jobs/announcement-job.ts';
import { announcements, departures, schools, travellers, trips } from '../../src/db/schema/index.ts';
import { addRegistration, givenCode } from '../accounts/fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

const silent = { info() {}, warn() {}, error() {}, debug() {} };

/**
 * Departures and schools of their own on the active trip, their families, the announcement calls as the web app
 * makes them, and the scheduling job on a clock the test sets (docs/product/announcements.md).
 */
export function announcementKit(t: TestApp) {
  const madeDepartures: number[] = [];
  const madeSchools: number[] = [];
  let tripId = 0;

  beforeEach(async () => {
    const [trip] = await t.db.select({ id: trips.id }).from(trips).where(eq(trips.active, true));
    tripId = trip!.id;
    await t.db.delete(announcements).where(eq(announcements.tripId, tripId));
  });
  afterAll(async () => {
    await t.db.delete(announcements).where(eq(announcements.tripId, tripId));
    if (madeSchools.length > 0) {
      await t.db.delete(travellers).where(inArray(travellers.schoolId, madeSchools));
      await t.db.delete(schools).where(inArray(schools.id, madeSchools));
    }
    if (madeDepartures.length > 0) await t.db.delete(departures).where(inArray(departures.id, madeDepartures));
  });

  /** A departure of the active trip with one school of its own. */
  async function departureWithSchool() {
    const [departure] = await t.db
      .insert(departures)
      .values({
        tripId,
        label: { el: 'Ανακοινώσεις', en: 'Announcements' },
        outboundDate: '2027-04-10',
        inboundDate: '2027-04-15',
        carrier: 'Announcement Air',
        hotel: 'Hotel',
        flights: [],
      })
      .returning({ id: departures.id });
    madeDepartures.push(departure!.id);
    const schoolId = await school(departure!.id);
    return { departureId: departure!.id, schoolId };
  }

  async function school(departureId: number): Promise<number> {
    const [row] = await t.db
      .insert(schools)
      .values({
        tripId,
        name: `School ${randomUUID().slice(0, 6)}`,
        district: 'lefkosia',
        registrationCode: `AN${randomUUID().slice(0, 6).toUpperCase()}`,
        departureId,
      })
      .returning({ id: schools.id });
    madeSchools.push(row!.id);
    return row!.id;
  }

  /** A child of the school, approved or waiting, its family's language set; a second child with `guardianEmail`. */
  async function family(
    schoolId: number,
    language: Locale,
    { status = 'approved', guardianEmail }: { status?: 'approved' | 'pending'; guardianEmail?: string } = {},
  ) {
    return addRegistration(t.db, {
      schoolId,
      language,
      status,
      ...(status === 'approved' ? givenCode('ANN') : {}),
      ...(guardianEmail ? { guardianEmail } : {}),
    });
  }

  const post = (url: string, payload: object, cookie: string) =>
    t.app.inject({ method: 'POST', url, headers: t.unsafeHeaders(cookie), payload });
  const preview = (cookie: string, audience: object) =>
    post(`/api/admin/announcements/preview?trip_id=${tripId}`, { audience }, cookie);
  const create = (cookie: string, form: object) => post(`/api/admin/announcements?trip_id=${tripId}`, form, cookie);
  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const cancel = (cookie: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/announcements/${id}`, headers: t.unsafeHeaders(cookie) });

  /** The scheduling job of one process, with no timer: the test runs its passes. */
  const job = (now: () => Date) =>
    startAnnouncementJob({ db: t.db, publicUrl: t.app.publicUrl, logger: silent, poll: false, now });

  return {
    tripId: () => tripId,
    departureWithSchool,
    school,
    family,
    preview,
    create,
    get,
    cancel,
    job,
  };
}

export const TEXTS = {
  subject: { el: 'Συνάντηση γονέων', en: 'Parents’ meeting' },
  body: {
    el: 'Αγαπητοί γονείς,\n\nΗ συνάντηση θα γίνει την Πέμπτη στις 18:00.',
    en: 'Dear parents,\n\nThe meeting is on Thursday at 18:00.',
  },
};
