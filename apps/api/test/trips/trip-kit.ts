import { randomUUID } from 'node:crypto';
import { tripSchema, type Trip } from '@voyage/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { trips } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** A trip name no other test uses: names are unique per year, and PostgreSQL runs share one database. */
export const uniqueTripName = () => {
  const tag = randomUUID().slice(0, 8);
  return { el: `Ταξίδι ${tag}`, en: `Trip ${tag}` };
};

export type TripCleanup = { made: number[]; rememberActive(): Promise<void> };

/**
 * Trips a test makes (`made`), removed after the file with everything they own; after `rememberActive()`,
 * the trip active then is made active again, so the other files find the seeded active trip.
 */
export function removeTestTripsAfterAll(t: TestApp): TripCleanup {
  const made: number[] = [];
  let activeBefore: number | undefined;
  afterAll(async () => {
    const restore = activeBefore;
    if (restore !== undefined) {
      await t.db.transaction(async (tx) => {
        await tx.update(trips).set({ active: false }).where(eq(trips.active, true));
        await tx.update(trips).set({ active: true }).where(eq(trips.id, restore));
      });
    }
    if (made.length > 0) await t.db.delete(trips).where(inArray(trips.id, made));
  });
  return {
    made,
    async rememberActive() {
      const [row] = await t.db.select({ id: trips.id }).from(trips).where(eq(trips.active, true));
      activeBefore ??= row?.id;
    },
  };
}

export function send(t: TestApp, method: 'POST' | 'PATCH', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: t.unsafeHeaders(cookie), ...(payload ? { payload } : { payload: {} }) });
}

/** Creates a trip through the API as `cookie`, remembered for removal. */
export async function createTripAs(
  t: TestApp,
  cookie: string,
  made: number[],
  body: { year: number; copyFromTripId?: number },
): Promise<Trip> {
  const response = await send(t, 'POST', '/api/admin/trips', cookie, { name: uniqueTripName(), ...body });
  if (response.statusCode !== 201) throw new Error(`trip not created: ${response.body}`);
  const trip = tripSchema.parse(response.json());
  made.push(trip.id);
  return trip;
}
