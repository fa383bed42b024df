import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { departures, schools, trips } from '../../src/db/schema/index.ts';
import { setupTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertTraveller, removeReviewDataAfterAll, reviewCalls } from '../review/review-kit.ts';

/**
 * Places (docs/product/places.md) on departures and schools of the test's own, on the active trip (or the
 * past one): a departure maker with its seats and one school, a traveller maker; what it made is removed
 * after (hooks run last-registered first: the travellers go before their schools).
 */
export function setupPlacesApp() {
  const t = setupTestApp({ signInRateLimitMax: 1000 });
  const kit = placesKit(t);
  removeReviewDataAfterAll(t);
  return { t, kit, calls: reviewCalls(t) };
}

function placesKit(t: TestApp) {
  const made = { departures: [] as number[], schools: [] as number[] };
  const trip = { active: 0, past: 0 };

  beforeAll(async () => {
    const rows = await t.db.select({ id: trips.id, active: trips.active }).from(trips);
    trip.active = rows.find((row) => row.active)!.id;
    trip.past = rows.find((row) => !row.active)!.id;
  });

  afterAll(async () => {
    if (made.schools.length) await t.db.delete(schools).where(inArray(schools.id, made.schools));
    if (made.departures.length) await t.db.delete(departures).where(inArray(departures.id, made.departures));
  });

  async function school(tripId: number, departureId: number | null) {
    const [row] = await t.db
      .insert(schools)
      .values({
        tripId,
        name: `Places school ${randomUUID().slice(0, 6)}`,
        district: 'lefkosia',
        registrationCode: `PL${randomUUID().slice(0, 6).toUpperCase()}`,
        departureId,
      })
      .returning({ id: schools.id });
    made.schools.push(row!.id);
    return row!.id;
  }

  /** A departure with its seats (and label `label`) and one school on it. */
  async function departure(seats: number | null, { label = 'Β', tripId = trip.active } = {}) {
    const [row] = await t.db
      .insert(departures)
      .values({
        tripId,
        label: { el: label, en: label === 'Β' ? 'B' : label },
        outboundDate: '2027-04-10',
        inboundDate: '2027-04-15',
        carrier: 'Test Air',
        hotel: 'Hôtel Lumière',
        flights: [],
        seats,
      })
      .returning({ id: departures.id, updatedAt: departures.updatedAt });
    made.departures.push(row!.id);
    return { departureId: row!.id, schoolId: await school(tripId, row!.id), tripId };
  }

  /** `count` registrations of the departure's school, in `status`. */
  async function travellers(
    place: { tripId: number; schoolId: number },
    count: number,
    status: 'pending' | 'approved' = 'pending',
  ) {
    const rows = [];
    for (let index = 0; index < count; index += 1) {
      rows.push(await insertTraveller(t.db, { tripId: place.tripId, schoolId: place.schoolId, status }));
    }
    return rows;
  }

  async function departureRow(departureId: number) {
    const [row] = await t.db.select().from(departures).where(eq(departures.id, departureId));
    return row!;
  }

  return { trip, departure, school, travellers, departureRow };
}
