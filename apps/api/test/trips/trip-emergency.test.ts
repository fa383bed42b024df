import { apiErrorSchema, tripSchema, type Trip } from '@voyage/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { createTripAs, removeTestTripsAfterAll, send } from './trip-kit.ts';

/** The trip's emergency numbers for the trip day, in their own section of the editor (docs/product/trips.md). */

const t = setupTestApp({ signInRateLimitMax: 1000 });
const cleanup = removeTestTripsAfterAll(t);

const patch = (trip: Pick<Trip, 'id' | 'updatedAt'>, cookie: string, changes: object) =>
  send(t, 'PATCH', `/api/admin/trips/${trip.id}`, cookie, { changes, expectedUpdatedAt: trip.updatedAt });
const read = async (tripId: number) =>
  tripSchema.parse((await t.app.inject({ url: `/api/trip?trip_id=${tripId}` })).json());

const numbers = {
  instituteEmergencyPhone: '+357 22 000 247',
  insurerName: 'Kypros Travel Assurance',
  insurerEmergencyPhone: '+357 22 000 911',
  insurancePolicyNumber: 'KTA-GRP-2061-004815',
};

describe('the emergency numbers of a trip', () => {
  it('are none on a blank trip', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2061 });
    expect(trip).toMatchObject({
      instituteEmergencyPhone: null,
      insurerName: null,
      insurerEmergencyPhone: null,
      insurancePolicyNumber: null,
    });
  });

  it('are saved as a section, read back, audited by name and never by value, and cleared to none', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2061 });
    const response = await patch(trip, admin, numbers);
    expect(response.statusCode, response.body).toBe(200);
    const saved = tripSchema.parse(response.json());
    expect(saved).toMatchObject(numbers);
    expect(await read(trip.id)).toEqual(saved);
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
    expect(rows.map((row) => row.details)).toEqual([{ fields: Object.keys(numbers) }]);
    expect(JSON.stringify(rows)).not.toContain('000 247');

    const cleared = await patch(saved, admin, { insurerEmergencyPhone: null, insurancePolicyNumber: null });
    expect(tripSchema.parse(cleared.json())).toMatchObject({
      ...numbers,
      insurerEmergencyPhone: null,
      insurancePolicyNumber: null,
    });
  });

  it('refuse a phone that is not one, or a text that is not text, with a typed 400 on its field, and write nothing', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2062 });
    const response = await patch(trip, admin, { ...numbers, insurerEmergencyPhone: 'call the office' });
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual({ 'changes.insurerEmergencyPhone': ['validation.phone'] });
    const control = apiErrorSchema.parse((await patch(trip, admin, { insurerName: 'Kypros\u0007' })).json());
    expect(control.fieldErrors).toEqual({ 'changes.insurerName': ['validation.textCharacters'] });
    const unchanged = await read(trip.id);
    expect(unchanged.updatedAt).toBe(trip.updatedAt);
    expect(unchanged.insurerEmergencyPhone).toBeNull();
  });

  it('go with a copy of the trip, all but the policy number', async () => {
    const admin = await t.signInAsAdmin();
    const source = await createTripAs(t, admin, cleanup.made, { year: 2063 });
    expect((await patch(source, admin, numbers)).statusCode).toBe(200);
    const copy = await createTripAs(t, admin, cleanup.made, { year: 2064, copyFromTripId: source.id });
    expect(copy).toMatchObject({ ...numbers, insurancePolicyNumber: null });
  });
});
