import { myWaitingListSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { trips, waitingListEntries } from '../../src/db/schema/index.ts';
import { joinWaitingListIfFull } from '../../src/places/services/join-waiting-list.ts';
import { offerWaitingListPlaces } from '../../src/places/services/offer-waiting-list-places.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { smtpServerPerFile } from '../mail/smtp-per-file.ts';
import { insertTraveller } from '../review/review-kit.ts';

/** Where the family's e-mails lead. */
export const MY_VOYAGE = `${TEST_PUBLIC_URL}/my-voyage`;

/** The offer's deadline as the family's e-mail writes it: Cyprus time, in its language. */
export const deadlineIn = (expiresAt: Date, locale: 'el' | 'en') =>
  new Intl.DateTimeFormat(locale === 'el' ? 'el-GR' : 'en-IE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Nicosia',
  }).format(expiresAt);

/**
 * The waiting list (docs/product/places.md#waiting-list) as its tests take it: a family joining, its entry,
 * its list and answers on My Voyage, the offers its e-mail box received, and a pass of the offer job.
 */
export function waitingListKit(t: TestApp, smtp: ReturnType<typeof smtpServerPerFile>) {
  async function joining(place: { tripId: number; schoolId: number }, language: 'el' | 'en' = 'el') {
    const traveller = await insertTraveller(t.db, { ...place, language });
    const position = await t.db.transaction(async (tx) =>
      joinWaitingListIfFull(tx, {
        traveller,
        tripTitle: { el: 'Παρίσι', en: 'Paris' },
        publicUrl: t.app.publicUrl,
        now: new Date(),
      }),
    );
    return { traveller, position };
  }

  const entryOf = async (travellerId: string) =>
    (await t.db.select().from(waitingListEntries).where(eq(waitingListEntries.travellerId, travellerId)))[0];

  const myList = async (email: string) => {
    const cookie = await t.signInAsGuardian(email);
    const response = await t.app.inject({ method: 'GET', url: '/api/my/waiting-list', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return myWaitingListSchema.parse(response.json());
  };

  const answer = (id: string, what: 'accept' | 'decline', cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/my/travellers/${id}/waiting-list/${what}`,
      headers: t.unsafeHeaders(cookie),
    });

  /** The offers a family received: the e-mails whose subject says a place has freed up. */
  const offersTo = async (email: string) =>
    (await smtp.received(email)).filter((mail) => /Ελευθερώθηκε θέση|A place has freed up/.test(mail.subject));

  const runJob = (now = new Date()) => offerWaitingListPlaces({ db: t.db, publicUrl: t.app.publicUrl, now });

  /** The days a family has to answer an offer on the trip. */
  const offerDaysOf = async (tripId: number) => {
    const [row] = await t.db.select({ offerDays: trips.waitingListOfferDays }).from(trips).where(eq(trips.id, tripId));
    return row!.offerDays;
  };

  return { joining, entryOf, myList, answer, offersTo, runJob, offerDaysOf };
}
