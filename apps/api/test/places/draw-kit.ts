import { randomUUID } from 'node:crypto';
import { drawWindowEnd, tripSchema, type Trip } from '@voyage/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { departures, outbox, schools, travellers, trips } from '../../src/db/schema/index.ts';
import { drawDueTrips } from '../../src/places/services/draw-due-trips.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { insertTraveller } from '../review/review-kit.ts';
import { createTripAs, send } from '../trips/trip-kit.ts';

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;

/**
 * A trip of the test's own that shares its places out by a draw (docs/product/places.md#fair-allocation):
 * registrations opened two days ago, a 7-day window, `capacity` places, two schools without departures;
 * travellers registered at a chosen time; the draw job's pass at a moved clock. Removed after the file.
 */
export function drawKit(t: TestApp) {
  const made = { trips: [] as number[], schools: [] as number[] };

  afterAll(async () => {
    if (made.trips.length === 0) return;
    const ids = (
      await t.db.select({ id: travellers.id }).from(travellers).where(inArray(travellers.tripId, made.trips))
    ).map((row) => row.id);
    if (ids.length) await t.db.delete(outbox).where(inArray(outbox.travellerId, ids));
    await t.db.delete(travellers).where(inArray(travellers.tripId, made.trips));
    await t.db.delete(schools).where(inArray(schools.tripId, made.trips));
    await t.db.delete(departures).where(inArray(departures.tripId, made.trips));
    await t.db.delete(trips).where(inArray(trips.id, made.trips));
  });

  async function school(tripId: number, departureId: number | null = null) {
    const [row] = await t.db
      .insert(schools)
      .values({
        tripId,
        name: `Draw school ${randomUUID().slice(0, 6)}`,
        district: 'lefkosia',
        registrationCode: `DR${randomUUID().slice(0, 6).toUpperCase()}`,
        departureId,
      })
      .returning({ id: schools.id });
    made.schools.push(row!.id);
    return row!.id;
  }

  /** The trip, its window's end and two schools. */
  async function trip(admin: string, { capacity = 3, autoApprove = false, seed = null as string | null } = {}) {
    const created = await createTripAs(t, admin, made.trips, { year: 2060 + made.trips.length });
    const opensAt = new Date(Date.now() - 2 * DAY);
    const [row] = await t.db
      .update(trips)
      .set({
        registrationOpensAt: opensAt,
        registrationClosesAt: new Date(Date.now() + 60 * DAY),
        fairAllocation: true,
        allocationWindowDays: 7,
        capacity,
        autoApproveOffers: autoApprove,
        drawSeed: seed,
      })
      .where(eq(trips.id, created.id))
      .returning();
    const windowEnd = drawWindowEnd({ registrationOpensAt: opensAt, allocationWindowDays: 7 });
    return { id: created.id, row: row!, windowEnd, schools: [await school(created.id), await school(created.id)] };
  }

  /** A pending registration received at `at`, of `guardianEmail`'s family when given (siblings). */
  function register(tripId: number, schoolId: number, at: Date, guardianEmail?: string) {
    return insertTraveller(t.db, {
      tripId,
      schoolId,
      createdAt: at,
      language: 'el',
      ...(guardianEmail ? { guardianEmail } : {}),
    });
  }

  const runDraw = (now: Date) => drawDueTrips({ db: t.db, publicUrl: t.app.publicUrl, now });

  async function readTrip(tripId: number): Promise<Trip> {
    return tripSchema.parse((await t.app.inject({ url: `/api/trip?trip_id=${tripId}` })).json());
  }

  /** Sets the seed through the trip editor's section, as staff do. */
  async function setSeed(admin: string, tripId: number, drawSeed: string | null) {
    const trip = await readTrip(tripId);
    return send(t, 'PATCH', `/api/admin/trips/${tripId}`, admin, {
      changes: { drawSeed },
      expectedUpdatedAt: trip.updatedAt,
    });
  }

  return { trip, register, runDraw, setSeed, school };
}
