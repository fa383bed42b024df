import { tripSchema } from '@voyage/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, trips } from '../../src/db/schema/index.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { createTripAs, removeTestTripsAfterAll, send } from './trip-kit.ts';

/**
 * Exactly one trip is active (docs/product/trips.md#the-active-trip). On PostgreSQL (`npm run
 * test:api:postgres` runs this file) the two switches truly overlap; on PGlite they take turns.
 */

const t = setupTestApp({ signInRateLimitMax: 1000 });
const cleanup = removeTestTripsAfterAll(t);
const ROUNDS = [1, 2, 3];

async function activeIds(): Promise<number[]> {
  const rows = await t.db.select({ id: trips.id }).from(trips).where(eq(trips.active, true));
  return rows.map((row) => row.id);
}

describe('POST /api/admin/trips/:id/activate', () => {
  it('is for staff only', async () => {
    const admin = await t.signInAsAdmin();
    const guardian = await t.signInAsGuardian();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2050 });
    expect((await send(t, 'POST', `/api/admin/trips/${trip.id}/activate`, '')).statusCode).toBe(401);
    expect((await send(t, 'POST', `/api/admin/trips/${trip.id}/activate`, guardian)).statusCode).toBe(403);
    expect((await send(t, 'POST', '/api/admin/trips/999999/activate', admin)).statusCode).toBe(404);
  });

  it('switches the active trip, the public site follows at once, audited', async () => {
    const admin = await t.signInAsAdmin();
    await cleanup.rememberActive();
    const [before] = await activeIds();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2051 });
    const response = await send(t, 'POST', `/api/admin/trips/${trip.id}/activate`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(tripSchema.parse(response.json())).toMatchObject({ id: trip.id, active: true });
    expect(await activeIds()).toEqual([trip.id]);
    const publicTrip = tripSchema.parse((await t.app.inject({ url: '/api/trip/active' })).json());
    expect(publicTrip.id).toBe(trip.id);
    const all = tripSchema
      .pick({ id: true, active: true })
      .array()
      .parse((await t.app.inject({ url: '/api/trip/all' })).json());
    expect(all.filter((row) => row.active).map((row) => row.id)).toEqual([trip.id]);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trip.activated'), eq(auditLog.entityId, String(trip.id))));
    expect(rows.map((row) => row.details)).toEqual([{ previousTripId: before }]);

    // Activating the active trip again changes nothing.
    expect((await send(t, 'POST', `/api/admin/trips/${trip.id}/activate`, admin)).statusCode).toBe(200);
    expect(await activeIds()).toEqual([trip.id]);
  });

  it.each(ROUNDS)('round %i: two trips activated at once, exactly one ends active', async () => {
    const admin = await t.signInAsAdmin();
    await cleanup.rememberActive();
    const first = await createTripAs(t, admin, cleanup.made, { year: 2052 });
    const second = await createTripAs(t, admin, cleanup.made, { year: 2052 });
    const answers = await Promise.all([
      send(t, 'POST', `/api/admin/trips/${first.id}/activate`, admin),
      send(t, 'POST', `/api/admin/trips/${second.id}/activate`, admin),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const active = await activeIds();
    expect(active).toHaveLength(1);
    expect([first.id, second.id]).toContain(active[0]);
    const rows = await t.db
      .select({ id: trips.id, active: trips.active })
      .from(trips)
      .where(inArray(trips.id, [first.id, second.id]));
    expect(rows.filter((row) => row.active)).toHaveLength(1);
  });
});
