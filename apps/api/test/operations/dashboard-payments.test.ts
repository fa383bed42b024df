import { randomUUID } from 'node:crypto';
import { addDays, dashboardSchema, tripDate, type Instalment } from '@voyage/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departures, payments, schools, travellers, trips } from '../../src/db/schema/index.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { insertTraveller } from '../review/review-kit.ts';
import { copyOfActiveTrip } from '../helpers/trip-cases.ts';

const t = setupTestApp();

const PRICE = 109_000;
const DEPOSIT = 30_000;

/**
 * A trip of its own, so every figure is known: price €1,090 in a deposit of €300 due ten days ago and a
 * balance due in a month; departures on the 1st, 5th and 10th of March (the last with no school); schools
 * A (first departure), B (second) and C (not placed yet).
 */
type World = {
  tripId: number;
  schoolIds: { a: number; b: number; c: number };
  departureIds: number[];
  travellerIds: string[];
};
let world: World;

beforeAll(async () => {
  const today = tripDate(new Date());
  const plan: Instalment[] = [
    { key: 'deposit', label: { el: 'Προκαταβολή', en: 'Deposit' }, amountCents: DEPOSIT, dueDate: addDays(today, -10) },
    {
      key: 'balance',
      label: { el: 'Εξόφληση', en: 'Balance' },
      amountCents: PRICE - DEPOSIT,
      dueDate: addDays(today, 30),
    },
  ];
  const trip = await copyOfActiveTrip(t, {
    name: { el: 'Δοκιμή', en: `Dashboard ${randomUUID().slice(0, 8)}` },
    totalPriceCents: PRICE,
    paymentPlan: plan,
  });
  const tripId = trip.id;
  const departure = (day: string, letter: string) => ({
    tripId,
    label: { el: `Αναχώρηση ${letter}`, en: `Departure ${letter}` },
    outboundDate: `2099-03-${day}`,
    inboundDate: '2099-03-20',
    carrier: 'Test Air',
    hotel: 'Test hotel',
    flights: [],
  });
  // Inserted out of date order: the dashboard lists them by outbound date.
  const departureRows = await t.db
    .insert(departures)
    .values([departure('05', 'B'), departure('01', 'A'), departure('10', 'C')])
    .returning({ id: departures.id, outboundDate: departures.outboundDate });
  const byDay = (day: string) => departureRows.find((row) => row.outboundDate.endsWith(day))!.id;
  const school = async (name: string, departureId: number | null) => {
    const [row] = await t.db
      .insert(schools)
      .values({ tripId, name, district: 'lemesos', registrationCode: randomUUID().slice(0, 9), departureId })
      .returning({ id: schools.id });
    return row!.id;
  };
  const schoolIds = {
    a: await school('Alpha school', byDay('01')),
    b: await school('Beta school', byDay('05')),
    c: await school('Gamma school', null),
  };

  const travellerIds: string[] = [];
  const traveller = async (schoolId: number, status: 'approved' | 'pending' | 'cancelled' | 'deleted') => {
    const row = await insertTraveller(t.db, {
      tripId,
      schoolId,
      status,
      statusBeforeDeletion: status === 'deleted' ? 'approved' : null,
      // Approved two months ago, in good time: the plan's dates hold for them.
      approvedAt: status === 'pending' ? null : new Date(Date.now() - 60 * 86_400_000),
    });
    travellerIds.push(row.id);
    return row.id;
  };
  const pay = (travellerId: string, amountCents: number, status: 'approved' | 'pending' | 'rejected' | 'withdrawn') =>
    t.db.insert(payments).values({
      travellerId,
      tripId,
      amountCents,
      status,
      receivedAt: status === 'approved' ? new Date() : null,
    });

  // A: one paid the deposit (received), one paid nothing (the deposit is overdue).
  await pay(await traveller(schoolIds.a, 'approved'), DEPOSIT, 'approved');
  await traveller(schoolIds.a, 'approved');
  // B: one sent the deposit's receipt (Processing: covered, not overdue); one paid €100 of it (€200 overdue).
  await pay(await traveller(schoolIds.b, 'approved'), DEPOSIT, 'pending');
  await pay(await traveller(schoolIds.b, 'approved'), 10_000, 'approved');
  // C: paid everything; a rejected and a withdrawn receipt count for nothing.
  const paidUp = await traveller(schoolIds.c, 'approved');
  await pay(paidUp, PRICE, 'approved');
  await pay(paidUp, 5_000, 'rejected');
  await pay(paidUp, 7_000, 'withdrawn');
  // Not approved: their money is in no figure.
  await pay(await traveller(schoolIds.a, 'pending'), DEPOSIT, 'pending');
  await pay(await traveller(schoolIds.c, 'cancelled'), DEPOSIT, 'approved');
  await pay(await traveller(schoolIds.b, 'deleted'), DEPOSIT, 'approved');

  world = { tripId, schoolIds, departureIds: [byDay('01'), byDay('05'), byDay('10')], travellerIds };
});

afterAll(async () => {
  if (!world) return;
  await t.db.delete(travellers).where(inArray(travellers.id, world.travellerIds));
  await t.db.delete(trips).where(eq(trips.id, world.tripId));
});

const figures = (
  expectedCents: number,
  receivedCents: number,
  processingCents: number,
  outstandingCents: number,
  overdueCents: number,
) => ({ expectedCents, receivedCents, processingCents, outstandingCents, overdueCents });

describe('GET /api/dashboard: payments', () => {
  it("adds up the approved travellers' money against the plan, by school and by departure", async () => {
    const cookie = await t.signInAsAdmin();
    const response = await t.app.inject({
      url: '/api/dashboard',
      query: { trip_id: String(world.tripId) },
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { payments: money, totals } = dashboardSchema.parse(response.json());
    expect(totals.travellers).toBe(5);

    expect(money).toMatchObject({
      expectedCents: 5 * PRICE,
      receivedCents: DEPOSIT + 10_000 + PRICE,
      processingCents: DEPOSIT,
      // 790 + 1,090 + 790 + 990 + 0
      outstandingCents: 366_000,
      overdue: { count: 2, cents: DEPOSIT + 20_000 },
    });
    expect(money.expectedCents - money.receivedCents - money.processingCents).toBe(money.outstandingCents);

    expect(money.bySchool).toEqual([
      { schoolId: world.schoolIds.a, name: 'Alpha school', ...figures(2 * PRICE, DEPOSIT, 0, 188_000, DEPOSIT) },
      { schoolId: world.schoolIds.b, name: 'Beta school', ...figures(2 * PRICE, 10_000, DEPOSIT, 178_000, 20_000) },
      { schoolId: world.schoolIds.c, name: 'Gamma school', ...figures(PRICE, PRICE, 0, 0, 0) },
    ]);

    const [first, second, third] = world.departureIds;
    expect(money.byDeparture).toEqual([
      {
        departureId: first,
        label: { el: 'Αναχώρηση A', en: 'Departure A' },
        outboundDate: '2099-03-01',
        ...figures(2 * PRICE, DEPOSIT, 0, 188_000, DEPOSIT),
      },
      {
        departureId: second,
        label: { el: 'Αναχώρηση B', en: 'Departure B' },
        outboundDate: '2099-03-05',
        ...figures(2 * PRICE, 10_000, DEPOSIT, 178_000, 20_000),
      },
      {
        departureId: third,
        label: { el: 'Αναχώρηση C', en: 'Departure C' },
        outboundDate: '2099-03-10',
        ...figures(0, 0, 0, 0, 0),
      },
      // The school with no departure yet: its travellers are "not placed".
      { departureId: null, label: null, outboundDate: null, ...figures(PRICE, PRICE, 0, 0, 0) },
    ]);
  });

  it('counts nothing overdue before a due date, and the whole deposit once it has passed', async () => {
    const cookie = await t.signInAsAdmin();
    const read = async () =>
      dashboardSchema.parse(
        (
          await t.app.inject({
            url: '/api/dashboard',
            query: { trip_id: String(world.tripId) },
            headers: { cookie },
          })
        ).json(),
      ).payments;
    const [trip] = await t.db.select({ plan: trips.paymentPlan }).from(trips).where(eq(trips.id, world.tripId));
    const plan = trip!.plan;
    const today = tripDate(new Date());

    // Due today is not late yet.
    await t.db
      .update(trips)
      .set({ paymentPlan: [{ ...plan[0]!, dueDate: today }, plan[1]!] })
      .where(eq(trips.id, world.tripId));
    expect((await read()).overdue).toEqual({ count: 0, cents: 0 });

    // Both instalments past due: what nobody covered of the whole price is overdue.
    await t.db
      .update(trips)
      .set({ paymentPlan: plan.map((instalment) => ({ ...instalment, dueDate: addDays(today, -1) })) })
      .where(eq(trips.id, world.tripId));
    const late = await read();
    expect(late.overdue).toEqual({ count: 4, cents: 366_000 });
    expect(late.bySchool.map((school) => school.overdueCents)).toEqual([188_000, 178_000, 0]);

    await t.db.update(trips).set({ paymentPlan: plan }).where(eq(trips.id, world.tripId));
  });
});
