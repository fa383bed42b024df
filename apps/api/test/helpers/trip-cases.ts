import { apiErrorSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { trips } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

const MALFORMED_TRIP_IDS = ['abc', '0', '-3', '1.5', '', '99999999999', '1e999'];

/** The seeded trips' ids: the active one and the past one. */
export async function seededTripIds(t: TestApp): Promise<{ active: number; past: number }> {
  const [active] = await t.db.select({ id: trips.id }).from(trips).where(eq(trips.active, true));
  const [past] = await t.db.select({ id: trips.id }).from(trips).where(eq(trips.active, false));
  if (!active || !past) throw new Error('the template has no seeded trips');
  return { active: active.id, past: past.id };
}

export async function unknownTripId(t: TestApp): Promise<number> {
  const ids = await seededTripIds(t);
  return Math.max(ids.active, ids.past) + 1000;
}

/** The shared cases of every `?trip_id=` endpoint: 400 when missing or malformed, 404 when unknown. */
export function itChecksTheTripId(t: TestApp, path: string, cookie: () => Promise<string | undefined>) {
  it('answers 400 VALIDATION_FAILED with fieldErrors.trip_id when trip_id is missing', async () => {
    const response = await t.app.inject({ url: path, headers: { cookie: (await cookie()) ?? '' } });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors?.trip_id).toEqual(['validation.tripId']);
  });

  it.each(MALFORMED_TRIP_IDS)('answers 400 VALIDATION_FAILED for trip_id=%j', async (value) => {
    const response = await t.app.inject({
      url: path,
      query: { trip_id: value },
      headers: { cookie: (await cookie()) ?? '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { trip_id: ['validation.tripId'] },
    });
  });

  it('answers 404 NOT_FOUND for a trip that does not exist', async () => {
    const tripId = await unknownTripId(t);
    const response = await t.app.inject({
      url: path,
      query: { trip_id: String(tripId) },
      headers: { cookie: (await cookie()) ?? '' },
    });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
  });
}

/** The admin guard: 401 without a session (even before the query is checked), 403 for a guardian. */
export function itIsForAdminsOnly(t: TestApp, path: string) {
  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const { active } = await seededTripIds(t);
    const response = await t.app.inject({ url: path, query: { trip_id: String(active) } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  });

  it('answers 401 before looking at a malformed trip_id', async () => {
    const response = await t.app.inject({ url: path, query: { trip_id: 'abc' } });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 to a forged session cookie', async () => {
    const { active } = await seededTripIds(t);
    const response = await t.app.inject({
      url: path,
      query: { trip_id: String(active) },
      headers: { cookie: 'better-auth.session_token=forged.token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 FORBIDDEN to a signed-in guardian', async () => {
    const { active } = await seededTripIds(t);
    const response = await t.app.inject({
      url: path,
      query: { trip_id: String(active) },
      headers: { cookie: await t.signInAsGuardian() },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: expect.any(String) });
  });
}

/** A trip of a test's own, so every figure is known: the active trip's texts, inactive, in 2099, with `changes`. */
export async function copyOfActiveTrip(t: TestApp, changes: Partial<typeof trips.$inferInsert>) {
  const [active] = await t.db.select().from(trips).where(eq(trips.active, true));
  if (!active) throw new Error('the template has no active trip');
  const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = active;
  const [trip] = await t.db
    .insert(trips)
    .values({ ...copy, year: 2099, active: false, ...changes })
    .returning({ id: trips.id, name: trips.name });
  return trip!;
}
