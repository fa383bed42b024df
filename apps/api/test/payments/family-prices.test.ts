import { randomUUID } from 'node:crypto';
import { csvRows } from '../exports/export-kit.ts';
import type { AdminTraveller, Traveller } from '@voyage/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { travellers, trips } from '../../src/db/schema/index.ts';
import { getDashboard } from '../../src/operations/queries/dashboard.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { receiptJpeg, reportPayment } from './payment-kit.ts';
import {
  BALANCE_CENTS,
  DEPOSIT_CENTS,
  movableClock,
  reminderJobs,
  reminderKit,
  START,
  type ReminderTrip,
} from './reminder-kit.ts';

/**
 * Family prices and a traveller's own price (docs/product/payments.md#family-prices): what each child of
 * one guardian pays, the price staff set with a reason, and the balance, the exact-amount rule, the
 * reminders and the dashboard that follow it.
 */

const t = setupTestApp();
const kit = reminderKit(() => t.db);
const job = reminderJobs(() => t.db, kit);
const TRIP_PRICE = DEPOSIT_CENTS + BALANCE_CENTS;
const HOUR = 3_600_000;

/** A trip with prices for a second and a later child, and `count` children of one guardian approved in turn. */
async function family(count: number, prices = { second: 90_000, later: 80_000 }) {
  const trip = await kit.trip({ depositDueInDays: 30 });
  await t.db
    .update(trips)
    .set({ secondChildPriceCents: prices.second, laterChildPriceCents: prices.later })
    .where(eq(trips.id, trip.id));
  const email = `family-${randomUUID().slice(0, 8)}@example.com`;
  const children: string[] = [];
  for (let index = 0; index < count; index++) {
    const child = await kit.traveller(trip, { language: 'en', approvedAt: new Date(START.getTime() + index * HOUR) });
    children.push(child.id);
  }
  await t.db
    .update(travellers)
    .set({ guardianEmail: email, emailConfirmedAt: START })
    .where(inArray(travellers.id, children));
  return { trip, email, children };
}

async function myTravellers(email: string, trip: ReminderTrip): Promise<Traveller[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/my/travellers',
    headers: { cookie: await t.signInAsGuardian(email) },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as Traveller[]).filter((traveller) => traveller.tripId === trip.id);
}

const setPrice = async (travellerId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/travellers/${travellerId}/price`,
    headers: t.unsafeHeaders(await t.signInAsAdmin()),
    payload,
  });

describe('family prices', () => {
  it('gives a family with three children three prices, in the order they were approved', async () => {
    const { trip, email, children } = await family(3);
    const seen = await myTravellers(email, trip);
    expect(children.map((id) => seen.find((traveller) => traveller.id === id)!.price)).toEqual([
      { priceCents: TRIP_PRICE, why: 'trip' },
      { priceCents: 90_000, why: 'second-child' },
      { priceCents: 80_000, why: 'later-child' },
    ]);
    // The family never reads the reason staff gave for a price.
    expect(seen[0]).not.toHaveProperty('customPriceReason');

    const dashboard = await getDashboard(t.db, { id: trip.id, totalPriceCents: TRIP_PRICE }, START);
    expect(dashboard.payments.expectedCents).toBe(TRIP_PRICE + 90_000 + 80_000);
    expect(dashboard.payments.outstandingCents).toBe(TRIP_PRICE + 90_000 + 80_000);
  });

  it('moves the children up when an earlier one is cancelled', async () => {
    const { trip, email, children } = await family(3);
    await t.db.update(travellers).set({ status: 'cancelled' }).where(eq(travellers.id, children[0]!));
    const seen = await myTravellers(email, trip);
    expect(children.slice(1).map((id) => seen.find((traveller) => traveller.id === id)!.price.why)).toEqual([
      'trip',
      'second-child',
    ]);
  });
});

describe("a traveller's own price", () => {
  it('needs a reason, is audited, holds the exact-amount rule and the dashboard, and can be removed', async () => {
    const { trip, email, children } = await family(1);
    const [id] = children as [string];

    const withoutReason = await setPrice(id, { cents: 54_500, reason: '' });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json()).toMatchObject({ code: 'VALIDATION_FAILED' });

    const set = await setPrice(id, { cents: 54_500, reason: 'Hardship: the family asked the school' });
    expect(set.statusCode).toBe(200);
    const staffView = set.json() as AdminTraveller;
    expect(staffView.price).toEqual({ priceCents: 54_500, why: 'custom' });
    expect(staffView.customPriceReason).toBe('Hardship: the family asked the school');
    const [audited] = (await kit.auditRows(id)).filter((row) => row.action === 'payment.price-set');
    expect(audited!.details).toMatchObject({
      reason: 'Hardship: the family asked the school',
      from: { priceCents: TRIP_PRICE, why: 'trip' },
      to: { priceCents: 54_500, why: 'custom' },
    });

    // The plan is scaled to the price: a deposit of €150 and a balance of €395.
    const refused = await reportPayment(t, await t.signInAsGuardian(email), id, {
      amountCents: String(DEPOSIT_CENTS),
      transferDate: '2020-03-09',
      file: await receiptJpeg(),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'PAYMENT_AMOUNT',
      details: { reason: 'not-accepted', accepted: [15_000, 39_500, 54_500] },
    });

    const dashboard = await getDashboard(t.db, { id: trip.id, totalPriceCents: TRIP_PRICE }, START);
    expect(dashboard.payments.expectedCents).toBe(54_500);

    // Never below what the family has paid.
    await kit.pay(id, 39_500, 'approved');
    const below = await setPrice(id, { cents: 30_000, reason: 'Lower still' });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({ code: 'PRICE_BELOW_PAID' });

    // What the traveller still owes, in the queue and on the registration: its own price less what was received.
    const admin = { cookie: await t.signInAsAdmin() };
    const queue = await t.app.inject({ method: 'GET', url: `/api/admin/payments?trip_id=${trip.id}`, headers: admin });
    expect(queue.json().rows.map((row: { outstandingCents: number }) => row.outstandingCents)).toEqual([15_000]);
    const listed = await t.app.inject({ method: 'GET', url: `/api/admin/travellers/${id}/payments`, headers: admin });
    expect(listed.json()[0]).toMatchObject({ outstandingCents: 15_000 });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/travellers/${id}/price`,
      headers: t.unsafeHeaders(await t.signInAsAdmin()),
    });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as AdminTraveller).price).toEqual({ priceCents: TRIP_PRICE, why: 'trip' });
    expect((await kit.auditRows(id)).map((row) => row.action)).toContain('payment.price-removed');
  });

  it('names in the ledger the instalments of the plan scaled to that price', async () => {
    const { trip, children } = await family(1);
    const [id] = children as [string];
    expect((await setPrice(id, { cents: 54_500, reason: 'Hardship' })).statusCode).toBe(200);
    // The plan becomes a deposit of €150 and a balance of €395: two payments of €150 are the deposit, then part of
    // the balance (against the trip's own plan, both would be the deposit of €300).
    await kit.pay(id, 15_000, 'approved');
    await kit.pay(id, 15_000, 'approved');
    const ledger = await t.app.inject({
      url: '/api/admin/payments/ledger',
      query: { trip_id: String(trip.id), format: 'csv' },
      headers: { cookie: await t.signInAsAdmin() },
    });
    expect(ledger.statusCode).toBe(200);
    const [header, ...lines] = csvRows(ledger.rawPayload);
    const cell = (line: string[], name: string) => line[header!.indexOf(name)];
    expect(lines.map((line) => [cell(line, 'Amount (EUR)'), cell(line, 'Instalment')])).toEqual([
      ['150.00', 'Deposit'],
      ['150.00', 'Balance'],
    ]);
  });

  it('is 404 for a traveller that does not exist', async () => {
    const response = await setPrice(randomUUID(), { cents: 10_000, reason: 'Nobody' });
    expect(response.statusCode).toBe(404);
  });

  it("reminds of the instalment scaled to the traveller's price, and not once it is covered", async () => {
    const trip = await kit.trip({ depositDueInDays: 3 });
    const owing = await kit.traveller(trip, { language: 'en' });
    const covered = await kit.traveller(trip, { language: 'en' });
    await t.db
      .update(travellers)
      .set({ customPriceCents: 54_500, customPriceReason: 'Hardship' })
      .where(inArray(travellers.id, [owing.id, covered.id]));
    // €150 covers the scaled deposit; against the trip's €300 it would not.
    await kit.pay(covered.id, 15_000, 'approved');

    await job(movableClock()).runOnce();

    expect(await kit.reminders(owing.id)).toEqual([
      expect.objectContaining({ instalment: 'deposit', kind: 'upcoming', amountCents: 15_000 }),
    ]);
    expect(await kit.reminders(covered.id)).toEqual([]);
  });
});
