import { bulkApproveResultSchema, placesRefusalSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travellers, trips } from '../../src/db/schema/index.ts';
import { expecting, travellerRow } from '../review/review-kit.ts';
import { setupPlacesApp } from './places-kit.ts';

/** Every path to approved stops at the places (docs/product/places.md). */
const { t, kit, calls } = setupPlacesApp();
const B = { el: 'Β', en: 'B' };

const statusOf = async (id: string) => (await travellerRow(t.db, id)).status;

describe('a single approval', () => {
  it('is refused with DEPARTURE_FULL, whose departure and the numbers, when its departure is full', async () => {
    const admin = await t.signInAsAdmin();
    const place = await kit.departure(2);
    await kit.travellers(place, 2, 'approved');
    const [waiting] = await kit.travellers(place, 1);
    const response = await calls.approve(waiting!.id, expecting('pending'), admin);
    expect(response.statusCode, response.body).toBe(409);
    expect(placesRefusalSchema.parse(response.json())).toMatchObject({
      code: 'DEPARTURE_FULL',
      details: { label: B, taken: 2, capacity: 2 },
    });
    expect(await statusOf(waiting!.id)).toBe('pending');
    expect((await travellerRow(t.db, waiting!.id)).personalCode).toBeNull();
  });

  it('takes the last seat, and a pending registration holds none', async () => {
    const admin = await t.signInAsAdmin();
    const place = await kit.departure(2);
    await kit.travellers(place, 1, 'approved');
    const [first, second] = await kit.travellers(place, 2);
    expect((await calls.approve(first!.id, expecting('pending'), admin)).statusCode).toBe(200);
    const refused = await calls.approve(second!.id, expecting('pending'), admin);
    expect(refused.json()).toMatchObject({ code: 'DEPARTURE_FULL', details: { taken: 2, capacity: 2 } });
  });
});

describe('the trip’s capacity', () => {
  let capacity = 0;
  beforeAll(async () => {
    [{ capacity }] = (await t.db
      .select({ capacity: trips.capacity })
      .from(trips)
      .where(eq(trips.id, kit.trip.past))) as [{ capacity: number }];
  });
  afterAll(async () => {
    await t.db.update(trips).set({ capacity }).where(eq(trips.id, kit.trip.past));
  });

  it('refuses with TRIP_FULL and the trip’s name when the trip is full and the departure is not', async () => {
    const admin = await t.signInAsAdmin();
    const place = await kit.departure(null, { tripId: kit.trip.past });
    const [waiting] = await kit.travellers(place, 1);
    const taken = (
      await t.db.select({ status: travellers.status }).from(travellers).where(eq(travellers.tripId, kit.trip.past))
    ).filter((row) => row.status === 'approved').length;
    expect(taken).toBeGreaterThan(0);
    await t.db
      .update(trips)
      .set({ capacity: Math.max(1, taken) })
      .where(eq(trips.id, kit.trip.past));
    const [trip] = await t.db.select({ name: trips.name }).from(trips).where(eq(trips.id, kit.trip.past));
    const response = await calls.approve(waiting!.id, expecting('pending'), admin);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'TRIP_FULL',
      details: { label: trip!.name, taken, capacity: Math.max(1, taken) },
    });
  });
});

describe('bulk approval', () => {
  it('of 5 with 1 place left approves 1 and refuses 4 with DEPARTURE_FULL and its details', async () => {
    const admin = await t.signInAsAdmin();
    const place = await kit.departure(3);
    await kit.travellers(place, 2, 'approved');
    const chosen = await kit.travellers(place, 5);
    const response = await calls.bulkApprove(
      chosen.map((row) => row.id),
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { results } = bulkApproveResultSchema.parse(response.json());
    expect(results.filter((row) => row.ok)).toHaveLength(1);
    const refused = results.filter((row) => !row.ok);
    expect(refused).toHaveLength(4);
    for (const row of refused) {
      expect(row).toMatchObject({ code: 'DEPARTURE_FULL', details: { label: B, taken: 3, capacity: 3 } });
      expect(await statusOf(row.id)).toBe('pending');
    }
    expect(results[0]).toEqual({ id: chosen[0]!.id, ok: true, code: null, details: null });
  });
});

describe('restore from deleted', () => {
  it('back to approved is refused with DEPARTURE_FULL when the departure filled meanwhile; it stays deleted', async () => {
    const admin = await t.signInAsAdmin();
    const place = await kit.departure(1);
    const [was] = await kit.travellers(place, 1, 'approved');
    expect((await calls.delete(was!.id, { ...expecting('approved'), reason: 'Duplicate' }, admin)).statusCode).toBe(
      200,
    );
    const [other] = await kit.travellers(place, 1);
    expect((await calls.approve(other!.id, expecting('pending'), admin)).statusCode).toBe(200);
    const response = await calls.restore(was!.id, expecting('deleted'), admin);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DEPARTURE_FULL', details: { label: B, taken: 1, capacity: 1 } });
    expect(await statusOf(was!.id)).toBe('deleted');
  });

  it('back to approved takes the place when one is free; back to pending needs none', async () => {
    const admin = await t.signInAsAdmin();
    const place = await kit.departure(1);
    const [approved] = await kit.travellers(place, 1, 'approved');
    const [pending] = await kit.travellers(place, 1);
    await calls.delete(approved!.id, { ...expecting('approved'), reason: 'Duplicate' }, admin);
    await calls.delete(pending!.id, { ...expecting('pending'), reason: 'Duplicate' }, admin);
    expect((await calls.restore(approved!.id, expecting('deleted'), admin)).statusCode).toBe(200);
    expect(await statusOf(approved!.id)).toBe('approved');
    expect((await calls.restore(pending!.id, expecting('deleted'), admin)).statusCode).toBe(200);
    expect(await statusOf(pending!.id)).toBe('pending');
  });
});
