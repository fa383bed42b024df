import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Rooming } from '@voyage/domain';
import { auditLog, departures, schools, trips } from '../../src/db/schema/index.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { insertTraveller, removeReviewDataAfterAll } from '../review/review-kit.ts';

/**
 * Staff's rooming of a departure (docs/product/rooming.md), on departures and schools of the test's own:
 * the app, the departure maker, the traveller maker and the rooming calls, everything made removed after.
 */
export function setupRoomingTest() {
  const t = setupTestApp({ signInRateLimitMax: 1000 });
  const made = { departures: [] as number[], schools: [] as number[] };
  const state = { tripId: 0 };

  beforeAll(async () => {
    const [trip] = await t.db.select({ id: trips.id }).from(trips).where(eq(trips.active, true));
    state.tripId = trip!.id;
  });

  afterAll(async () => {
    if (made.schools.length) await t.db.delete(schools).where(inArray(schools.id, made.schools));
    if (made.departures.length) await t.db.delete(departures).where(inArray(departures.id, made.departures));
  });
  // Hooks run last-registered first: the travellers go before their schools.
  removeReviewDataAfterAll(t);

  async function departureWithSchools(schoolNames: string[]) {
    const [departure] = await t.db
      .insert(departures)
      .values({
        tripId: state.tripId,
        label: { el: 'Αναχώρηση δοκιμής', en: 'Test departure' },
        outboundDate: '2027-04-10',
        inboundDate: '2027-04-15',
        carrier: 'Test Air',
        hotel: 'Hôtel Lumière',
        flights: [],
      })
      .returning({ id: departures.id });
    made.departures.push(departure!.id);
    const schoolIds: number[] = [];
    for (const name of schoolNames) {
      const [school] = await t.db
        .insert(schools)
        .values({
          tripId: state.tripId,
          name,
          district: 'lefkosia',
          registrationCode: `RM${randomUUID().slice(0, 6).toUpperCase()}`,
          departureId: departure!.id,
        })
        .returning({ id: schools.id });
      made.schools.push(school!.id);
      schoolIds.push(school!.id);
    }
    return { departureId: departure!.id, schoolIds };
  }

  type Person = {
    firstName: string;
    gender?: 'male' | 'female' | 'other';
    roommates?: string[];
    status?: 'approved' | 'pending';
  };

  async function travellersOf(schoolId: number, people: Person[]) {
    const rows = [];
    for (const person of people) {
      rows.push(
        await insertTraveller(t.db, {
          schoolId,
          status: person.status ?? 'approved',
          approvedAt: new Date(),
          firstName: person.firstName,
          lastName: 'ROOMTEST',
          gender: person.gender ?? 'female',
          roommates: person.roommates ?? [],
        }),
      );
    }
    return rows;
  }

  function calls(cookie: string, departureId: number) {
    const base = `/api/admin/departures/${departureId}/rooming`;
    const post = (action: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `${base}/${action}`, headers: t.unsafeHeaders(cookie), payload });
    return {
      get: async () => {
        const response = await t.app.inject({ url: base, headers: { cookie } });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<Rooming>();
      },
      autoFill: (expectedUpdatedAt: string | null) => post('auto-fill', { expectedUpdatedAt }),
      mix: (mix: string, expectedUpdatedAt: string | null) => post('mix', { mix, expectedUpdatedAt }),
      move: (travellerId: string, toRoom: number | 'new' | null, expectedUpdatedAt: string | null) =>
        post('move', { travellerId, toRoom, expectedUpdatedAt }),
      lock: (expectedUpdatedAt: string | null) => post('lock', { expectedUpdatedAt }),
      unlock: (expectedUpdatedAt: string | null) => post('unlock', { expectedUpdatedAt }),
      list: (query: string) => t.app.inject({ url: `${base}/list?${query}`, headers: { cookie } }),
    };
  }

  async function auditActions(entityId: number) {
    const rows = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(entityId)))
      .orderBy(asc(auditLog.id));
    return rows.filter((row) => row.action.startsWith('rooming.'));
  }

  return { t, state, departureWithSchools, travellersOf, calls, auditActions };
}

export const idOf = (rooming: Rooming, firstName: string) =>
  [...rooming.rooms.flatMap((room) => room.travellers), ...rooming.unplaced].find(
    (traveller) => traveller.firstName === firstName,
  )!.id;

export const names = (rooming: Rooming) =>
  rooming.rooms.map((room) => room.travellers.map((traveller) => traveller.firstName));
