import { randomUUID } from 'node:crypto';
import { addDays, cancellationMoneySchema, DEMO_CANCELLATION_SCHEDULE, formatEuro, tripDate } from '@voyage/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { payments, refunds, schools, travellers, trips, waitingListEntries } from '../../src/db/schema/index.ts';
import { joinWaitingListIfFull } from '../../src/places/services/join-waiting-list.ts';
import { copyOfActiveTrip } from '../helpers/trip-cases.ts';
import { smtpServerPerFile } from '../mail/smtp-per-file.ts';
import { BALANCE, DEPOSIT, insertPendingPayment, send } from '../payments/payment-kit.ts';
import { setupPlacesApp } from '../places/places-kit.ts';
import { auditRowsOf, insertTraveller, travellerRow } from './review-kit.ts';

/**
 * Staff cancel an approved registration (docs/product/review.md#cancellation-by-staff): the money the trip's
 * terms keep and owe back, shown first and then recorded, the family's e-mail read from a real SMTP server,
 * the place offered to the waiting list, and the refusals.
 */
const { t, kit } = setupPlacesApp();
const smtp = smtpServerPerFile(t);
const PAYER_IBAN = 'GB82WEST12345698765432';
const made = { tripIds: [] as number[] };

afterAll(async () => {
  for (const tripId of made.tripIds) {
    await t.db.delete(travellers).where(eq(travellers.tripId, tripId));
    await t.db.delete(schools).where(eq(schools.tripId, tripId));
    await t.db.delete(trips).where(eq(trips.id, tripId));
  }
});

/** A family on a trip of its own leaving `days` days from today (the demo's terms), that paid the whole price. */
async function paidFamilyLeavingIn(days: number, language: 'el' | 'en') {
  const startsOn = addDays(tripDate(new Date()), days);
  const trip = await copyOfActiveTrip(t, {
    name: { el: 'Ακύρωση', en: `Staff cancel ${randomUUID().slice(0, 8)}` },
    startsOn,
    endsOn: addDays(startsOn, 5),
    cancellationSchedule: DEMO_CANCELLATION_SCHEDULE,
  });
  made.tripIds.push(trip.id);
  const [school] = await t.db
    .insert(schools)
    .values({ tripId: trip.id, name: 'Cancel school', district: 'lemesos', registrationCode: randomUUID().slice(0, 9) })
    .returning({ id: schools.id });
  const traveller = await insertTraveller(t.db, {
    tripId: trip.id,
    schoolId: school!.id,
    status: 'approved',
    approvedAt: new Date(),
    language,
  });
  const deposit = await insertPendingPayment(t, traveller.id, DEPOSIT, 'approved');
  await t.db.update(payments).set({ payerIban: PAYER_IBAN }).where(eq(payments.id, deposit));
  await insertPendingPayment(t, traveller.id, BALANCE, 'approved');
  return traveller;
}

const preview = async (id: string, cookie: string) =>
  t.app.inject({ url: `/api/admin/travellers/${id}/cancellation`, headers: { cookie } });
const cancel = (id: string, cookie: string, payload: object = { expectedStatus: 'approved', reason: 'Phoned' }) =>
  send(t, 'POST', `/api/admin/travellers/${id}/cancel`, cookie, payload);

describe('the money of a staff cancellation, at the edge of two steps of the terms', () => {
  it.each([
    [61, 'en', DEPOSIT],
    [60, 'el', Math.round((DEPOSIT + BALANCE) / 2)],
  ] as const)(
    '%i days before the departure (%s): shows, records and e-mails what the step keeps',
    async (days, language, kept) => {
      const traveller = await paidFamilyLeavingIn(days, language);
      const admin = await t.signInAsAdmin();
      const paid = DEPOSIT + BALANCE;

      const shown = await preview(traveller.id, admin);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(cancellationMoneySchema.parse(shown.json())).toMatchObject({
        daysBefore: days,
        paidCents: paid,
        keptCents: kept,
        refundCents: paid - kept,
      });

      const response = await cancel(traveller.id, admin, {
        expectedStatus: 'approved',
        reason: '  The family phoned  ',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'cancelled', statusReason: 'The family phoned' });

      const [refund] = await t.db.select().from(refunds).where(eq(refunds.travellerId, traveller.id));
      expect(refund).toMatchObject({
        daysBefore: days,
        paidCents: paid,
        keptCents: kept,
        refundCents: paid - kept,
        iban: PAYER_IBAN,
        ibanSource: 'payment',
        refundedOn: null,
      });
      const owed = await t.app.inject({
        url: `/api/admin/refunds?trip_id=${traveller.tripId}`,
        headers: { cookie: admin },
      });
      expect(owed.json()).toEqual([expect.objectContaining({ travellerId: traveller.id, refundCents: paid - kept })]);

      const audit = (await auditRowsOf(t.db, traveller.id)).find((row) => row.action === 'registration.cancelled');
      expect(audit?.actorUserId).toEqual(expect.any(String));
      expect(audit?.details).toMatchObject({
        from: 'approved',
        to: 'cancelled',
        reason: 'The family phoned',
        paidCents: paid,
        keptCents: kept,
        refundCents: paid - kept,
      });

      const mail = await smtp.delivered(traveller.guardianEmail);
      if (language === 'el') {
        expect(mail.subject).toContain('ακυρώθηκε');
        expect(mail.text).toContain('Αιτία: The family phoned');
        expect(mail.text).toContain(
          `κρατούνται ${formatEuro(kept, 'el')} και σας επιστρέφονται ${formatEuro(paid - kept, 'el')}`,
        );
      } else {
        expect(mail.subject).toContain('has been cancelled');
        expect(mail.text).toContain('Reason: The family phoned');
        expect(mail.text).toContain(
          `${formatEuro(kept, 'en')} is kept and ${formatEuro(paid - kept, 'en')} will be refunded`,
        );
      }
    },
  );
});

describe('the place it held', () => {
  it('is offered to the first family waiting for the departure', async () => {
    const place = await kit.departure(1);
    const [holder] = await kit.travellers(place, 1, 'approved');
    const waiting = await insertTraveller(t.db, { ...place });
    const position = await t.db.transaction((tx) =>
      joinWaitingListIfFull(tx, {
        traveller: waiting,
        tripTitle: { el: 'Παρίσι', en: 'Paris' },
        publicUrl: t.app.publicUrl,
        now: new Date(),
      }),
    );
    expect(position).toBe(1);

    const response = await cancel(holder!.id, await t.signInAsAdmin());
    expect(response.statusCode, response.body).toBe(200);
    const entries = await t.db
      .select({ travellerId: waitingListEntries.travellerId, state: waitingListEntries.state })
      .from(waitingListEntries)
      .where(inArray(waitingListEntries.travellerId, [waiting.id]));
    expect(entries).toEqual([{ travellerId: waiting.id, state: 'offered' }]);
    // Nothing was paid: the e-mail says the cancellation and its reason, no money.
    const mail = await smtp.delivered(holder!.guardianEmail);
    expect(mail.text).toContain('Reason: Phoned');
    expect(mail.text).not.toContain('You have paid');
    expect(await t.db.select().from(refunds).where(eq(refunds.travellerId, holder!.id))).toEqual([]);
  });
});

describe('refusals', () => {
  it('a pending, cancelled or unknown registration, a status seen wrongly, no reason; a family may not', async () => {
    const admin = await t.signInAsAdmin();
    const pending = await insertTraveller(t.db);
    const notApproved = await cancel(pending.id, admin, { expectedStatus: 'pending', reason: 'Phoned' });
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json()).toMatchObject({ code: 'INVALID_TRANSITION', currentStatus: 'pending' });

    const approved = await insertTraveller(t.db, { status: 'approved', approvedAt: new Date() });
    const stale = await cancel(approved.id, admin, { expectedStatus: 'pending', reason: 'Phoned' });
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', currentStatus: 'approved' });
    const blank = await cancel(approved.id, admin, { expectedStatus: 'approved', reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { reason: ['validation.required'] } });
    const extra = await cancel(approved.id, admin, { expectedStatus: 'approved', reason: 'Phoned', status: 'x' });
    expect(extra.statusCode).toBe(400);

    const family = await t.signInAsGuardian(approved.guardianEmail);
    expect((await cancel(approved.id, family)).statusCode).toBe(403);
    expect((await preview(approved.id, family)).statusCode).toBe(403);
    expect((await travellerRow(t.db, approved.id)).status).toBe('approved');

    expect((await cancel(approved.id, admin)).statusCode).toBe(200);
    const twice = await cancel(approved.id, admin, { expectedStatus: 'cancelled', reason: 'Again' });
    expect(twice.json()).toMatchObject({ code: 'INVALID_TRANSITION', currentStatus: 'cancelled' });
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect((await cancel(id, admin)).statusCode).toBe(404);
      expect((await preview(id, admin)).statusCode).toBe(404);
    }
  });
});
