import { dashboardSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../src/db/schema/index.ts';
import { smtpServerPerFile } from '../mail/smtp-per-file.ts';
import { auditRowsOf, expecting, travellerRow } from '../review/review-kit.ts';
import { setupPlacesApp } from './places-kit.ts';
import { deadlineIn, MY_VOYAGE, waitingListKit } from './waiting-list-kit.ts';

/**
 * The waiting list (docs/product/places.md#waiting-list) on a departure of the test's own with 1 seat; the
 * family's e-mails are read back from a real SMTP server, as the family receives them.
 */
const { t, kit, calls } = setupPlacesApp();
const smtp = smtpServerPerFile(t);
const { joining, entryOf, myList, answer, offersTo, runJob, offerDaysOf } = waitingListKit(t, smtp);
const DAY = 24 * 60 * 60_000;

let offerDays = 0;
beforeAll(async () => {
  offerDays = await offerDaysOf(kit.trip.active);
});
afterAll(async () => {
  await t.db.update(trips).set({ autoApproveOffers: false }).where(eq(trips.id, kit.trip.active));
});

/** The events of a registration's history as its family reads them, leaving out the registration's own steps. */
const familyEvents = async (id: string, cookie: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/my/travellers/${id}/timeline`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  const events = (response.json() as { event: string }[]).map((entry) => entry.event);
  return events.filter((event) => /waiting-list|offer|place/.test(event));
};

describe('registering when full', () => {
  it('a free seat: no list; a full departure: the list, positions in order, an e-mail in the family’s language', async () => {
    const place = await kit.departure(1);
    expect((await joining(place)).position).toBeNull();
    await kit.travellers(place, 1, 'approved');
    const first = await joining(place, 'el');
    const second = await joining(place, 'en');
    expect([first.position, second.position]).toEqual([1, 2]);
    expect(await entryOf(first.traveller.id)).toMatchObject({ state: 'waiting', position: 1 });
    const [mail, ...more] = await smtp.received(first.traveller.guardianEmail);
    expect(more).toEqual([]);
    const name = (traveller: { firstName: string; lastName: string }) => `${traveller.firstName} ${traveller.lastName}`;
    expect(mail!.subject).toBe(`Λίστα αναμονής: ο ταξιδιώτης ${name(first.traveller)} είναι στη θέση 1`);
    expect(mail!.text).toContain(MY_VOYAGE);
    const [english] = await smtp.received(second.traveller.guardianEmail);
    expect(english!.subject).toBe(`Waiting list: ${name(second.traveller)} is at position 2`);
    expect(english!.text).toContain('is on the waiting list, at position 2');
    expect(await myList(second.traveller.guardianEmail)).toEqual([
      { travellerId: second.traveller.id, state: 'waiting', position: 2, expiresAt: null },
    ]);
    const audit = await auditRowsOf(t.db, first.traveller.id);
    expect(audit.map((row) => row.action)).toContain('waiting-list.joined');
  });
});

describe('offers', () => {
  it('an erasure and a seat added by staff each free a place the next family is offered', async () => {
    const place = await kit.departure(1);
    const [holder] = await kit.travellers(place, 1, 'approved');
    const first = await joining(place, 'el');
    const second = await joining(place, 'en');
    const admin = await t.signInAsAdmin();

    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/admin/travellers/${holder!.id}/erase`,
      headers: t.unsafeHeaders(admin),
      payload: { scope: 'traveller' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    await runJob();
    expect(await entryOf(first.traveller.id)).toMatchObject({ state: 'offered' });
    expect(await entryOf(second.traveller.id)).toMatchObject({ state: 'waiting' });
    expect(await offersTo(first.traveller.guardianEmail)).toHaveLength(1);
    // The dashboard counts the departure's waiting list: one holding an offer, one still waiting.
    const dashboard = await t.app.inject({
      url: '/api/dashboard',
      query: { trip_id: String(kit.trip.active) },
      headers: { cookie: admin },
    });
    const { places } = dashboardSchema.parse(dashboard.json());
    expect(places.departures.find((each) => each.departureId === place.departureId)).toMatchObject({
      capacity: 1,
      approved: 0,
      offered: 1,
      waiting: 1,
    });

    const row = await kit.departureRow(place.departureId);
    const raised = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/departures/${place.departureId}`,
      headers: t.unsafeHeaders(admin),
      payload: {
        label: row.label,
        outboundDate: row.outboundDate,
        inboundDate: row.inboundDate,
        carrier: row.carrier,
        hotel: row.hotel,
        flights: [],
        escorts: [],
        schoolIds: [place.schoolId],
        seats: 2,
        expectedUpdatedAt: row.updatedAt.toISOString(),
      },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    await runJob();
    expect(await entryOf(second.traveller.id)).toMatchObject({ state: 'offered' });
    const [offer] = await offersTo(second.traveller.guardianEmail);
    expect(offer!.subject).toBe(`A place has freed up for ${second.traveller.firstName} ${second.traveller.lastName}`);

    // Both decline, so that no offer of this test is left to lapse in the tests that move the clock.
    for (const { traveller } of [first, second]) {
      const cookie = await t.signInAsGuardian(traveller.guardianEmail);
      expect((await answer(traveller.id, 'decline', cookie)).statusCode).toBe(200);
    }
  });

  it('a withdrawal offers the freed seat to the first family once; the job offers nothing more; a lapse moves on', async () => {
    const place = await kit.departure(1);
    const [holder] = await kit.travellers(place, 1, 'approved');
    const first = await joining(place, 'el');
    const second = await joining(place, 'en');
    expect(await runJob()).toMatchObject({ offered: 0 });

    const cookie = await t.signInAsGuardian(holder!.guardianEmail);
    expect((await calls.withdraw(holder!.id, expecting('approved'), cookie)).statusCode).toBe(200);
    expect(await entryOf(first.traveller.id)).toMatchObject({ state: 'offered' });
    await runJob();
    await runJob();
    const offers = await offersTo(first.traveller.guardianEmail);
    expect(offers).toHaveLength(1);
    expect(offers[0]!.subject).toBe(
      `Ελευθερώθηκε θέση για τον ταξιδιώτη ${first.traveller.firstName} ${first.traveller.lastName}`,
    );
    expect(offers[0]!.text).toContain(MY_VOYAGE);
    expect(await entryOf(second.traveller.id)).toMatchObject({ state: 'waiting' });
    const [mine] = await myList(first.traveller.guardianEmail);
    expect(mine).toMatchObject({ state: 'offered', position: null });
    const expiresAt = new Date(mine!.expiresAt!);
    expect(Math.round((expiresAt.getTime() - Date.now()) / DAY)).toBe(offerDays);
    expect(offers[0]!.text).toContain(`έως τις ${deadlineIn(expiresAt, 'el')} (ώρα Κύπρου)`);
    expect(await offersTo(second.traveller.guardianEmail)).toEqual([]);

    expect(await runJob(new Date(expiresAt.getTime() + 1000))).toMatchObject({ offered: 1, expired: 1 });
    expect(await entryOf(first.traveller.id)).toMatchObject({ state: 'expired', answeredAt: expiresAt });
    expect(await entryOf(second.traveller.id)).toMatchObject({ state: 'offered' });
    // The place passes on: the next family is offered it in English, with a full offer's days of its own.
    const [passedOn, ...again] = await offersTo(second.traveller.guardianEmail);
    expect(again).toEqual([]);
    expect(passedOn!.subject).toBe(
      `A place has freed up for ${second.traveller.firstName} ${second.traveller.lastName}`,
    );
    const [secondEntry] = await myList(second.traveller.guardianEmail);
    const secondDeadline = new Date(secondEntry!.expiresAt!);
    expect(Math.round((secondDeadline.getTime() - expiresAt.getTime()) / DAY)).toBe(offerDays);
    expect(passedOn!.text).toContain(`by ${deadlineIn(secondDeadline, 'en')} (Cyprus time)`);
    expect(await offersTo(first.traveller.guardianEmail)).toHaveLength(1);
    const late = await answer(first.traveller.id, 'accept', await t.signInAsGuardian(first.traveller.guardianEmail));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'NOT_OFFERED' });
  });
});

describe('answers', () => {
  it('only the family answers its own offer; declining passes it on; accepting keeps the seat, pending review', async () => {
    const place = await kit.departure(1);
    const [holder] = await kit.travellers(place, 1, 'approved');
    const first = await joining(place);
    const second = await joining(place);
    const third = await joining(place);
    const admin = await t.signInAsAdmin();
    await calls.delete(holder!.id, { ...expecting('approved'), reason: 'Duplicate' }, admin);
    await runJob();
    expect(await entryOf(first.traveller.id)).toMatchObject({ state: 'offered' });

    const other = await t.signInAsGuardian(second.traveller.guardianEmail);
    expect((await answer(first.traveller.id, 'accept', other)).statusCode).toBe(404);
    expect((await answer(second.traveller.id, 'accept', other)).json()).toMatchObject({ code: 'NOT_OFFERED' });
    expect((await answer(first.traveller.id, 'accept', admin)).statusCode).toBe(403);

    const own = await t.signInAsGuardian(first.traveller.guardianEmail);
    expect((await answer(first.traveller.id, 'decline', own)).statusCode).toBe(200);
    expect(await entryOf(second.traveller.id)).toMatchObject({ state: 'offered' });
    const accepted = await answer(second.traveller.id, 'accept', other);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await entryOf(second.traveller.id)).toMatchObject({ state: 'accepted' });
    expect((await travellerRow(t.db, second.traveller.id)).status).toBe('pending');
    expect((await auditRowsOf(t.db, second.traveller.id)).map((row) => row.action)).toContain('waiting-list.accepted');
    // Each family's history tells its own steps on the list, in order.
    expect(await familyEvents(first.traveller.id, own)).toEqual([
      'waiting-list-joined',
      'place-offered',
      'offer-declined',
    ]);
    expect(await familyEvents(second.traveller.id, other)).toEqual([
      'waiting-list-joined',
      'place-offered',
      'offer-accepted',
    ]);
    await runJob();
    expect(await entryOf(third.traveller.id)).toMatchObject({ state: 'waiting' });
    const refused = await calls.approve(third.traveller.id, expecting('pending'), admin);
    expect(refused.statusCode).toBe(409);
    expect((await calls.approve(second.traveller.id, expecting('pending'), admin)).statusCode).toBe(200);
  });

  it('with the trip’s auto-approval, accepting approves at once through the approval', async () => {
    await t.db.update(trips).set({ autoApproveOffers: true }).where(eq(trips.id, kit.trip.active));
    const place = await kit.departure(1);
    const [holder] = await kit.travellers(place, 1, 'approved');
    const first = await joining(place, 'en');
    const admin = await t.signInAsAdmin();
    await calls.reject(holder!.id, { ...expecting('approved'), reason: 'x' }, admin);
    await calls.delete(holder!.id, { ...expecting('approved'), reason: 'Duplicate' }, admin);
    await runJob();
    const own = await t.signInAsGuardian(first.traveller.guardianEmail);
    const response = await answer(first.traveller.id, 'accept', own);
    expect(response.statusCode, response.body).toBe(200);
    expect((await travellerRow(t.db, first.traveller.id)).status).toBe('approved');
    const subjects = (await smtp.received(first.traveller.guardianEmail)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.includes('is approved'))).toHaveLength(1);
  });
});

describe('staff’s list and an offer out of turn', () => {
  it('lists in order; offering out of turn needs a reason and a free place, and is audited', async () => {
    const admin = await t.signInAsAdmin();
    const place = await kit.departure(1);
    const [holder] = await kit.travellers(place, 1, 'approved');
    const first = await joining(place);
    const second = await joining(place);
    const offer = (id: string, reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/waiting-list/${id}/offer`,
        headers: t.unsafeHeaders(admin),
        payload: { reason },
      });
    expect((await offer(second.traveller.id, ' ')).statusCode).toBe(400);
    expect((await offer(second.traveller.id, 'Sibling')).json()).toMatchObject({ code: 'NO_FREE_PLACE' });

    await calls.delete(holder!.id, { ...expecting('approved'), reason: 'Duplicate' }, admin);
    // Deleting offers nothing at once (the job does, within a minute): staff go first here.
    expect((await offer(second.traveller.id, 'Sibling of a traveller')).statusCode).toBe(204);
    expect(await entryOf(second.traveller.id)).toMatchObject({
      state: 'offered',
      outOfTurnReason: 'Sibling of a traveller',
    });
    const audit = await auditRowsOf(t.db, second.traveller.id);
    expect(audit.find((row) => row.action === 'waiting-list.offered-out-of-turn')?.details).toMatchObject({
      reason: 'Sibling of a traveller',
    });
    await runJob();
    expect(await entryOf(first.traveller.id)).toMatchObject({ state: 'waiting' });

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/waiting-list?trip_id=${kit.trip.active}`,
      headers: { cookie: admin },
    });
    const mine = (response.json() as { travellerId: string; state: string; waitingPosition: number | null }[]).filter(
      (row) => [first.traveller.id, second.traveller.id].includes(row.travellerId),
    );
    expect(mine.map((row) => row.state)).toEqual(['waiting', 'offered']);
  });
});
