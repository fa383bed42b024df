import { dashboardSchema, placesRefusalSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schools, trips } from '../../src/db/schema/index.ts';
import { setupPlacesApp } from './places-kit.ts';

/** Seats, capacity and a school's departure may not leave approved travellers without places (docs/product/places.md). */
const { t, kit } = setupPlacesApp();

const patch = async (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url, headers: t.unsafeHeaders(await t.signInAsAdmin()), payload });

const departureBody = (row: Awaited<ReturnType<typeof kit.departureRow>>, schoolIds: number[]) => ({
  label: row.label,
  outboundDate: row.outboundDate,
  inboundDate: row.inboundDate,
  carrier: row.carrier,
  hotel: row.hotel,
  flights: [],
  escorts: [],
  schoolIds,
  seats: row.seats,
  expectedUpdatedAt: row.updatedAt.toISOString(),
});

describe('a departure’s seats', () => {
  it('below its approved travellers are refused with OVER_CAPACITY and the numbers; nothing is saved', async () => {
    const place = await kit.departure(5);
    await kit.travellers(place, 3, 'approved');
    const row = await kit.departureRow(place.departureId);
    const response = await patch(`/api/admin/departures/${place.departureId}`, {
      ...departureBody(row, [place.schoolId]),
      seats: 2,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(placesRefusalSchema.parse(response.json())).toMatchObject({
      code: 'OVER_CAPACITY',
      details: { label: { el: 'Β', en: 'B' }, taken: 3, capacity: 2 },
    });
    expect((await kit.departureRow(place.departureId)).seats).toBe(5);
  });

  it('as many as its approved travellers, or none, are saved', async () => {
    const place = await kit.departure(5);
    await kit.travellers(place, 3, 'approved');
    const three = await patch(`/api/admin/departures/${place.departureId}`, {
      ...departureBody(await kit.departureRow(place.departureId), [place.schoolId]),
      seats: 3,
    });
    expect(three.statusCode, three.body).toBe(200);
    expect(three.json()).toMatchObject({ seats: 3 });
    const none = await patch(`/api/admin/departures/${place.departureId}`, {
      ...departureBody(await kit.departureRow(place.departureId), [place.schoolId]),
      seats: null,
    });
    expect(none.json()).toMatchObject({ seats: null });
  });

  it('0 or a fraction is refused by the shared form rules', async () => {
    const place = await kit.departure(5);
    const response = await patch(`/api/admin/departures/${place.departureId}`, {
      ...departureBody(await kit.departureRow(place.departureId), [place.schoolId]),
      seats: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { seats: ['validation.wholeNumber'] } });
  });

  it('taking a school whose approved travellers do not fit is refused', async () => {
    const full = await kit.departure(2, { label: 'Γ' });
    const other = await kit.departure(null);
    await kit.travellers(full, 2, 'approved');
    await kit.travellers(other, 1, 'approved');
    const response = await patch(`/api/admin/departures/${full.departureId}`, {
      ...departureBody(await kit.departureRow(full.departureId), [full.schoolId, other.schoolId]),
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'OVER_CAPACITY', details: { taken: 3, capacity: 2 } });
    const [school] = await t.db.select().from(schools).where(eq(schools.id, other.schoolId));
    expect(school!.departureId).toBe(other.departureId);
  });
});

describe('moving a school with approved travellers to another departure', () => {
  it('is refused when the departure is full, and allowed when it has the seats', async () => {
    const full = await kit.departure(2, { label: 'Γ' });
    const roomy = await kit.departure(10, { label: 'Δ' });
    const from = await kit.departure(null);
    await kit.travellers(full, 2, 'approved');
    await kit.travellers(from, 1, 'approved');
    const [school] = await t.db.select().from(schools).where(eq(schools.id, from.schoolId));
    const body = {
      name: school!.name,
      district: school!.district,
      contactName: '',
      contactEmail: '',
      expectedUpdatedAt: school!.updatedAt.toISOString(),
    };
    const refused = await patch(`/api/admin/schools/${from.schoolId}`, { ...body, departureId: full.departureId });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'OVER_CAPACITY',
      details: { label: { el: 'Γ', en: 'Γ' }, taken: 3, capacity: 2 },
    });
    const moved = await patch(`/api/admin/schools/${from.schoolId}`, { ...body, departureId: roomy.departureId });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});

describe('the trip’s capacity', () => {
  it('below its approved travellers is refused with the trip’s name', async () => {
    const [trip] = await t.db.select().from(trips).where(eq(trips.id, kit.trip.past));
    const response = await patch(`/api/admin/trips/${kit.trip.past}`, {
      changes: { capacity: 1 },
      expectedUpdatedAt: trip!.updatedAt.toISOString(),
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'OVER_CAPACITY', details: { label: trip!.name, capacity: 1 } });
    const [after] = await t.db.select({ capacity: trips.capacity }).from(trips).where(eq(trips.id, kit.trip.past));
    expect(after!.capacity).toBe(trip!.capacity);
  });
});

describe('the dashboard', () => {
  it('shows each departure’s capacity, approved, pending (in the review queue) and free', async () => {
    const place = await kit.departure(5, { label: 'Ε' });
    await kit.travellers(place, 2, 'approved');
    await kit.travellers(place, 1);
    const response = await t.app.inject({
      url: '/api/dashboard',
      query: { trip_id: String(kit.trip.active) },
      headers: { cookie: await t.signInAsAdmin() },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { places } = dashboardSchema.parse(response.json());
    expect(places.departures.find((row) => row.departureId === place.departureId)).toEqual({
      departureId: place.departureId,
      label: { el: 'Ε', en: 'Ε' },
      capacity: 5,
      approved: 2,
      pending: 1,
      free: 3,
      offered: 0,
      waiting: 0,
    });
    expect(places.free).toBe(places.capacity - places.approved);
  });
});
