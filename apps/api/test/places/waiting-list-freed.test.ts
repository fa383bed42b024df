import { offerDeadline } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trips } from '../../src/db/schema/index.ts';
import { smtpServerPerFile } from '../mail/smtp-per-file.ts';
import { movableClock, START, START_DAY, testJob } from '../review/consent-kit.ts';
import { expecting, insertTraveller, travellerRow } from '../review/review-kit.ts';
import { setupPlacesApp } from './places-kit.ts';
import { deadlineIn, MY_VOYAGE, waitingListKit } from './waiting-list-kit.ts';

/**
 * What frees a place and offers it to the next family on the waiting list at once, in the same step
 * (docs/product/places.md#waiting-list), on a departure of the test's own with 1 seat; the family's e-mails
 * are read back from a real SMTP server.
 */
const { t, kit, calls } = setupPlacesApp();
const smtp = smtpServerPerFile(t);
const { joining, entryOf, myList, answer, offersTo, runJob, offerDaysOf } = waitingListKit(t, smtp);

describe('what frees a place', () => {
  it('a rejection offers the place its registration held, an open offer or an accepted one, at once', async () => {
    // Accepting sends the registration to staff's review (the trip does not approve accepted offers itself).
    await t.db.update(trips).set({ autoApproveOffers: false }).where(eq(trips.id, kit.trip.active));
    const place = await kit.departure(1);
    const [holder] = await kit.travellers(place, 1, 'approved');
    const first = await joining(place, 'en');
    const second = await joining(place, 'el');
    const third = await joining(place, 'en');
    const admin = await t.signInAsAdmin();
    const own = await t.signInAsGuardian(holder!.guardianEmail);
    expect((await calls.withdraw(holder!.id, expecting('approved'), own)).statusCode).toBe(200);
    expect(await entryOf(first.traveller.id)).toMatchObject({ state: 'offered' });

    // Staff reject the family holding the offer: the place passes to the next one in the same step.
    const rejected = await calls.reject(first.traveller.id, { ...expecting('pending'), reason: 'Not a pupil' }, admin);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await entryOf(first.traveller.id)).toMatchObject({ state: 'withdrawn' });
    expect(await entryOf(second.traveller.id)).toMatchObject({ state: 'offered' });
    expect(await entryOf(third.traveller.id)).toMatchObject({ state: 'waiting' });
    const [offer, ...more] = await offersTo(second.traveller.guardianEmail);
    expect(more).toEqual([]);
    expect(offer!.subject).toBe(
      `Ελευθερώθηκε θέση για τον ταξιδιώτη ${second.traveller.firstName} ${second.traveller.lastName}`,
    );
    expect(offer!.text).toContain(MY_VOYAGE);

    // The next family accepts (its place kept while staff review it), then is rejected: the kept place is offered.
    const secondCookie = await t.signInAsGuardian(second.traveller.guardianEmail);
    expect((await answer(second.traveller.id, 'accept', secondCookie)).statusCode).toBe(200);
    expect(await entryOf(third.traveller.id)).toMatchObject({ state: 'waiting' });
    const again = await calls.reject(second.traveller.id, { ...expecting('pending'), reason: 'Not a pupil' }, admin);
    expect(again.statusCode, again.body).toBe(200);
    expect(await entryOf(third.traveller.id)).toMatchObject({ state: 'offered' });
    const [thirdEntry] = await myList(third.traveller.guardianEmail);
    expect(thirdEntry).toMatchObject({ travellerId: third.traveller.id, state: 'offered', position: null });
    const [thirdOffer] = await offersTo(third.traveller.guardianEmail);
    expect(thirdOffer!.subject).toBe(
      `A place has freed up for ${third.traveller.firstName} ${third.traveller.lastName}`,
    );
    expect(await offersTo(first.traveller.guardianEmail)).toHaveLength(1);

    // Declined, so that no offer of this test stays open.
    const cookie = await t.signInAsGuardian(third.traveller.guardianEmail);
    expect((await answer(third.traveller.id, 'decline', cookie)).statusCode).toBe(200);
  });

  it('the consent deadline’s cancellation offers the place to the next family at once', async () => {
    const place = await kit.departure(1);
    // Approved with a consent deadline on the consent job's own calendar, which no other registration shares.
    const holder = await insertTraveller(t.db, {
      tripId: place.tripId,
      schoolId: place.schoolId,
      status: 'approved',
      approvedAt: START,
      statusChangedAt: START,
      consentDeadline: START_DAY,
    });
    const first = await joining(place, 'en');
    const second = await joining(place, 'el');
    const clock = movableClock();
    const deadlines = testJob(t.db, clock);
    try {
      // On the deadline day nothing happens; the day after, the registration is cancelled.
      expect(await deadlines.runOnce()).toMatchObject({ cancelled: 0 });
      expect(await entryOf(first.traveller.id)).toMatchObject({ state: 'waiting' });
      clock.advanceDays(1);
      expect(await deadlines.runOnce()).toMatchObject({ cancelled: 1 });
    } finally {
      await deadlines.stop();
    }
    expect(await travellerRow(t.db, holder.id)).toMatchObject({ status: 'cancelled', statusReason: 'consent-missing' });

    const expiresAt = offerDeadline(clock.now(), await offerDaysOf(kit.trip.active));
    expect(await entryOf(first.traveller.id)).toMatchObject({ state: 'offered', offeredAt: clock.now(), expiresAt });
    expect(await entryOf(second.traveller.id)).toMatchObject({ state: 'waiting' });
    const [offer, ...more] = await offersTo(first.traveller.guardianEmail);
    expect(more).toEqual([]);
    expect(offer!.subject).toBe(`A place has freed up for ${first.traveller.firstName} ${first.traveller.lastName}`);
    expect(offer!.text).toContain(`by ${deadlineIn(expiresAt, 'en')} (Cyprus time)`);
    expect(offer!.text).toContain(MY_VOYAGE);
    expect(await offersTo(second.traveller.guardianEmail)).toEqual([]);
    const holderMail = (await smtp.received(holder.guardianEmail)).map((mail) => mail.subject);
    expect(holderMail).toContain(`The registration of ${holder.firstName} ${holder.lastName} has been cancelled`);

    // The offer was made on the job's calendar, long past: the offer job lets it lapse and offers the next family.
    expect(await runJob()).toMatchObject({ expired: 1, offered: 1 });
    const cookie = await t.signInAsGuardian(second.traveller.guardianEmail);
    expect((await answer(second.traveller.id, 'decline', cookie)).statusCode).toBe(200);
  });
});
