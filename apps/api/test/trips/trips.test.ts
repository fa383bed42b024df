import { apiErrorSchema, isRegistrationCode, tripSchema, type Trip, shiftYearsInTexts } from '@voyage/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, departures, schools, travellers, trips } from '../../src/db/schema/index.ts';
import { seededTripIds } from '../helpers/trip-cases.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { createTripAs, removeTestTripsAfterAll, send, uniqueTripName } from './trip-kit.ts';

/** Staff make and edit trips (docs/product/trips.md). */

const t = setupTestApp({ signInRateLimitMax: 1000 });
const cleanup = removeTestTripsAfterAll(t);

async function auditOf(tripId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'trip'), eq(auditLog.entityId, String(tripId))));
}

const patch = (trip: Pick<Trip, 'id' | 'updatedAt'>, cookie: string, changes: object) =>
  send(t, 'PATCH', `/api/admin/trips/${trip.id}`, cookie, { changes, expectedUpdatedAt: trip.updatedAt });

describe('POST /api/admin/trips', () => {
  it('is for staff only', async () => {
    const guardian = await t.signInAsGuardian();
    const body = { name: uniqueTripName(), year: 2040 };
    expect((await send(t, 'POST', '/api/admin/trips', '', body)).statusCode).toBe(401);
    expect((await send(t, 'POST', '/api/admin/trips', guardian, body)).statusCode).toBe(403);
  });

  it('makes a blank, inactive trip for the year given, audited', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2041 });
    expect(trip).toMatchObject({ year: 2041, active: false, schedule: [], payments: [], totalPriceCents: 0 });
    // The health record freezes two weeks before departure unless staff say otherwise (docs/product/health.md#freeze).
    expect(trip.healthFreezeDays).toBe(14);
    // A family's correction becomes a request three weeks before departure (docs/product/corrections.md).
    expect(trip.correctionsFreezeDays).toBe(21);
    expect(trip.title).toEqual(trip.name);
    expect(trip.startsOn.startsWith('2041-')).toBe(true);
    const rows = await auditOf(trip.id);
    expect(rows.map((row) => row.action)).toEqual(['trip.created']);
  });

  it('refuses a second trip of the same name in the same year, and fields not valid, on their fields', async () => {
    const admin = await t.signInAsAdmin();
    const name = uniqueTripName();
    const first = await send(t, 'POST', '/api/admin/trips', admin, { name, year: 2042 });
    cleanup.made.push(tripSchema.parse(first.json()).id);
    const again = await send(t, 'POST', '/api/admin/trips', admin, { name, year: 2042 });
    expect(again.statusCode).toBe(400);
    expect(apiErrorSchema.parse(again.json()).fieldErrors).toEqual({ year: ['validation.tripExists'] });

    const bad = await send(t, 'POST', '/api/admin/trips', admin, { name: { el: '', en: 'X' }, year: 1999 });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fieldErrors).toMatchObject({
      'name.el': ['validation.required'],
      year: ['validation.tripYear'],
    });
  });

  it('copies an earlier trip moved on by the years between: content, plan, departures without travellers, schools with new codes', async () => {
    const admin = await t.signInAsAdmin();
    const { past } = await seededTripIds(t);
    const source = tripSchema.parse((await t.app.inject({ url: `/api/trip?trip_id=${past}` })).json());
    const years = 2043 - source.year;
    const copy = await createTripAs(t, admin, cleanup.made, { year: 2043, copyFromTripId: past });

    expect(copy).toMatchObject({
      active: false,
      title: shiftYearsInTexts(source.title, source.year, years),
      schedule: shiftYearsInTexts(source.schedule, source.year, years),
      bankDetails: source.bankDetails,
      totalPriceCents: source.totalPriceCents,
      startsOn: source.startsOn.replace(/^\d{4}/, String(source.year + years)),
    });
    // The seeded past trip is titled with its year: the copy says the new one, not last year's.
    expect(source.title.en).toContain(String(source.year));
    expect(copy.title.en).toContain('2043');
    expect(copy.title.en).not.toContain(String(source.year));
    expect(copy.payments.map((item) => item.dueDate)).toEqual(
      source.payments.map((item) => `${Number(item.dueDate.slice(0, 4)) + years}${item.dueDate.slice(4)}`),
    );
    expect(new Date(copy.registrationOpensAt).getUTCFullYear()).toBe(
      new Date(source.registrationOpensAt).getUTCFullYear() + years,
    );

    const sourceSchools = await t.db.select().from(schools).where(eq(schools.tripId, past));
    const copiedSchools = await t.db.select().from(schools).where(eq(schools.tripId, copy.id));
    expect(copiedSchools.map((school) => school.name).sort()).toEqual(
      sourceSchools.map((school) => school.name).sort(),
    );
    const oldCodes = new Set(sourceSchools.map((school) => school.registrationCode));
    for (const school of copiedSchools) {
      expect(isRegistrationCode(school.registrationCode)).toBe(true);
      expect(oldCodes.has(school.registrationCode)).toBe(false);
    }

    const sourceDepartures = await t.db.select().from(departures).where(eq(departures.tripId, past));
    const copiedDepartures = await t.db.select().from(departures).where(eq(departures.tripId, copy.id));
    expect(copiedDepartures).toHaveLength(sourceDepartures.length);
    const copiedIds = new Set(copiedDepartures.map((departure) => departure.id));
    // Each copied school goes with a copied departure, never with one of the earlier trip.
    for (const school of copiedSchools)
      if (school.departureId !== null) expect(copiedIds.has(school.departureId)).toBe(true);
    for (const departure of copiedDepartures) {
      expect(departure.escorts).toEqual([]);
      for (const flight of departure.flights) expect(Number(flight.date.slice(0, 4))).toBeGreaterThan(source.year);
    }
    const firstSource = [...sourceDepartures].sort((a, b) => a.outboundDate.localeCompare(b.outboundDate))[0]!;
    const firstCopy = [...copiedDepartures].sort((a, b) => a.outboundDate.localeCompare(b.outboundDate))[0]!;
    expect(firstCopy.outboundDate.slice(4)).toBe(firstSource.outboundDate.slice(4));
    expect(firstCopy.flights.map((flight) => flight.flightNumber)).toEqual(
      firstSource.flights.map((flight) => flight.flightNumber),
    );

    expect(await t.db.select().from(travellers).where(eq(travellers.tripId, copy.id))).toEqual([]);
    const [row] = await auditOf(copy.id);
    expect(row).toMatchObject({ action: 'trip.created', details: { copiedFromTripId: past } });
  });

  it('answers 404 for a trip to copy that does not exist, and creates nothing', async () => {
    const admin = await t.signInAsAdmin();
    const name = uniqueTripName();
    const response = await send(t, 'POST', '/api/admin/trips', admin, { name, year: 2044, copyFromTripId: 999_999 });
    expect(response.statusCode).toBe(404);
    expect(await t.db.select().from(trips).where(eq(trips.year, 2044))).toEqual([]);
  });
});

describe('PATCH /api/admin/trips/:id', () => {
  const money = (total: number, amounts: number[]) => ({
    totalPriceCents: total,
    payments: amounts.map((amountCents, index) => ({
      key: index === 0 ? 'deposit' : `instalment-${index + 1}`,
      label: { el: `Δόση ${index + 1}`, en: `Instalment ${index + 1}` },
      amountCents,
      dueDate: `2045-0${index + 1}-15`,
    })),
    bankDetails: { beneficiary: 'Voyage Ltd', accountNumber: 'CY17 0020', bank: 'Bank of Cyprus', bic: 'BCYPCY2N' },
  });

  it('is for staff only', async () => {
    const admin = await t.signInAsAdmin();
    const guardian = await t.signInAsGuardian();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2045 });
    expect((await patch(trip, guardian, { capacity: 10 })).statusCode).toBe(403);
    expect((await patch(trip, '', { capacity: 10 })).statusCode).toBe(401);
  });

  it('saves a section, audits the names of the fields changed, and the public trip reads it at once', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2045 });
    const schedule = [
      {
        day: 7,
        title: { el: 'Άφιξη', en: 'Arrival' },
        activities: [{ activity: 'eiffel', el: 'Πύργος του Άιφελ', en: 'Eiffel Tower' }],
      },
      { day: 1, title: { el: 'Λούβρο', en: 'Louvre' }, activities: [] },
    ];
    const response = await patch(trip, admin, { ...money(90_000, [30_000, 60_000]), schedule });
    expect(response.statusCode, response.body).toBe(200);
    const saved = tripSchema.parse(response.json());
    expect(saved.schedule.map((day) => [day.day, day.title.en])).toEqual([
      [1, 'Arrival'],
      [2, 'Louvre'],
    ]);
    expect(saved.updatedAt > trip.updatedAt).toBe(true);
    const read = tripSchema.parse((await t.app.inject({ url: `/api/trip?trip_id=${trip.id}` })).json());
    expect(read).toEqual(saved);
    const rows = (await auditOf(trip.id)).filter((row) => row.action === 'trip.changed');
    expect(rows.map((row) => row.details)).toEqual([
      { fields: ['schedule', 'totalPriceCents', 'payments', 'bankDetails'] },
    ]);

    // The same values again change nothing and write nothing.
    const again = await patch(saved, admin, { schedule: saved.schedule });
    expect(again.statusCode).toBe(200);
    expect((await auditOf(trip.id)).filter((row) => row.action === 'trip.changed')).toHaveLength(1);

    // The health record's freeze is a setting of its own: three weeks before departure here.
    const freeze = await patch(tripSchema.parse(again.json()), admin, { healthFreezeDays: 21 });
    expect(freeze.statusCode, freeze.body).toBe(200);
    expect(tripSchema.parse(freeze.json()).healthFreezeDays).toBe(21);
    const changes = (await auditOf(trip.id)).filter((row) => row.action === 'trip.changed');
    expect(changes.map((row) => row.details)).toContainEqual({ fields: ['healthFreezeDays'] });

    // So is the freeze of the family's corrections.
    const corrections = await patch(tripSchema.parse(freeze.json()), admin, { correctionsFreezeDays: 30 });
    expect(corrections.statusCode, corrections.body).toBe(200);
    expect(tripSchema.parse(corrections.json()).correctionsFreezeDays).toBe(30);
    const audited = (await auditOf(trip.id)).filter((row) => row.action === 'trip.changed');
    expect(audited.map((row) => row.details)).toContainEqual({ fields: ['correctionsFreezeDays'] });
  });

  it('refuses a payment plan that does not add up to the price, even when only the price changes', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2046 });
    const wrong = await patch(trip, admin, money(90_000, [30_000, 50_000]));
    expect(wrong.statusCode).toBe(400);
    expect(apiErrorSchema.parse(wrong.json()).fieldErrors).toEqual({
      'changes.payments': ['validation.paymentPlanSum'],
    });

    const saved = tripSchema.parse((await patch(trip, admin, money(80_000, [30_000, 50_000]))).json());
    const priceAlone = await patch(saved, admin, { totalPriceCents: 85_000 });
    expect(priceAlone.statusCode).toBe(400);
    expect(apiErrorSchema.parse(priceAlone.json()).fieldErrors).toEqual({
      'changes.payments': ['validation.paymentPlanSum'],
    });
  });

  it('refuses fields not valid on their fields: dates in the wrong order, texts missing in one language', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2046 });
    const response = await patch(trip, admin, {
      startsOn: '2046-04-10',
      endsOn: '2046-04-01',
      title: { el: 'Παρίσι', en: '' },
      capacity: 0,
      healthFreezeDays: 0,
      correctionsFreezeDays: 121,
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({
      'changes.title.en': ['validation.required'],
      'changes.capacity': ['validation.wholeNumber'],
      'changes.healthFreezeDays': ['validation.wholeNumber'],
      'changes.correctionsFreezeDays': ['validation.wholeNumber'],
      'changes.endsOn': ['validation.tripDates'],
    });
    // Against the dates already stored: an end before the stored start.
    const alone = await patch(trip, admin, { endsOn: '2045-01-01' });
    expect(apiErrorSchema.parse(alone.json()).fieldErrors).toEqual({ 'changes.endsOn': ['validation.tripDates'] });
  });

  it('refuses a name another trip has in the same year, on the year', async () => {
    const admin = await t.signInAsAdmin();
    const first = await createTripAs(t, admin, cleanup.made, { year: 2048 });
    const second = await createTripAs(t, admin, cleanup.made, { year: 2048 });
    const response = await patch(second, admin, { name: first.name });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({ 'changes.year': ['validation.tripExists'] });
  });

  it('answers 409 CONFLICT to an edit of a trip changed since it was read, and writes nothing', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2047 });
    expect((await patch(trip, admin, { capacity: 120 })).statusCode).toBe(200);
    const stale = await patch(trip, admin, { capacity: 90 });
    expect(stale.statusCode).toBe(409);
    expect(apiErrorSchema.parse(stale.json()).code).toBe('CONFLICT');
    const [row] = await t.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(row!.capacity).toBe(120);
  });

  it('answers 404 for a trip that does not exist', async () => {
    const admin = await t.signInAsAdmin();
    const response = await patch({ id: 999_999, updatedAt: new Date().toISOString() }, admin, { capacity: 5 });
    expect(response.statusCode).toBe(404);
  });
});
