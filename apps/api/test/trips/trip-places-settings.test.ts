import { apiErrorSchema, tripSchema, type Trip } from '@voyage/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { createTripAs, removeTestTripsAfterAll, send } from './trip-kit.ts';

/** A trip's waiting list and fair draw settings, in the editor's Places section (docs/product/places.md). */

const t = setupTestApp({ signInRateLimitMax: 1000 });
const cleanup = removeTestTripsAfterAll(t);

const patch = (trip: Pick<Trip, 'id' | 'updatedAt'>, cookie: string, changes: object) =>
  send(t, 'PATCH', `/api/admin/trips/${trip.id}`, cookie, { changes, expectedUpdatedAt: trip.updatedAt });

const changed = {
  waitingListOfferDays: 3,
  autoApproveOffers: true,
  keepSiblingsTogether: false,
  fairAllocation: true,
  allocationWindowDays: 10,
  schoolMinimumShare: 15,
};

describe('the places settings of a trip', () => {
  it('start at their defaults on a new trip', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2051 });
    expect(trip).toMatchObject({
      waitingListOfferDays: 5,
      autoApproveOffers: false,
      keepSiblingsTogether: true,
      fairAllocation: false,
      allocationWindowDays: 7,
      schoolMinimumShare: null,
    });
  });

  it('are saved as a section, audited by name, read back, and cleared to no school minimum', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2051 });
    const response = await patch(trip, admin, changed);
    expect(response.statusCode, response.body).toBe(200);
    const saved = tripSchema.parse(response.json());
    expect(saved).toMatchObject(changed);
    const read = tripSchema.parse((await t.app.inject({ url: `/api/trip?trip_id=${trip.id}` })).json());
    expect(read).toEqual(saved);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'trip'),
          eq(auditLog.entityId, String(trip.id)),
          eq(auditLog.action, 'trip.changed'),
        ),
      );
    expect(rows.map((row) => row.details)).toEqual([{ fields: Object.keys(changed) }]);

    const cleared = await patch(saved, admin, { schoolMinimumShare: null });
    expect(tripSchema.parse(cleared.json()).schoolMinimumShare).toBeNull();
  });

  it('refuses values out of bounds, each on its field, and writes nothing', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2052 });
    const response = await patch(trip, admin, {
      waitingListOfferDays: 31,
      allocationWindowDays: 0,
      schoolMinimumShare: 101,
      autoApproveOffers: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({
      'changes.waitingListOfferDays': ['validation.offerDays'],
      'changes.autoApproveOffers': ['validation.invalid'],
      'changes.allocationWindowDays': ['validation.allocationWindowDays'],
      'changes.schoolMinimumShare': ['validation.percentOrEmpty'],
    });
    const read = tripSchema.parse((await t.app.inject({ url: `/api/trip?trip_id=${trip.id}` })).json());
    expect(read.updatedAt).toBe(trip.updatedAt);
    expect(read.waitingListOfferDays).toBe(5);
  });

  it('go with a copy of the trip', async () => {
    const admin = await t.signInAsAdmin();
    const source = await createTripAs(t, admin, cleanup.made, { year: 2053 });
    expect((await patch(source, admin, changed)).statusCode).toBe(200);
    const copy = await createTripAs(t, admin, cleanup.made, { year: 2054, copyFromTripId: source.id });
    expect(copy).toMatchObject(changed);
  });
});
