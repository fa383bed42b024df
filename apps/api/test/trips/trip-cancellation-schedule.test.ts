import { apiErrorSchema, tripSchema, type Trip } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app.ts';
import { createTripAs, removeTestTripsAfterAll, send } from './trip-kit.ts';

/**
 * A trip's cancellation fees, saved from the trip editor's money section
 * (docs/product/payments.md#cancellation-and-refunds).
 */

const t = setupTestApp({ signInRateLimitMax: 1000 });
const cleanup = removeTestTripsAfterAll(t);

const patch = (trip: Pick<Trip, 'id' | 'updatedAt'>, cookie: string, changes: object) =>
  send(t, 'PATCH', `/api/admin/trips/${trip.id}`, cookie, { changes, expectedUpdatedAt: trip.updatedAt });

const readTrip = async (id: number) =>
  tripSchema.parse((await t.app.inject({ url: `/api/trip?trip_id=${id}` })).json());

const changedSchedule = [
  { daysBefore: 90, fee: { kind: 'deposit' } },
  { daysBefore: 45, fee: { kind: 'percent', percent: 25 } },
  { daysBefore: 14, fee: { kind: 'percent', percent: 80 } },
  { daysBefore: 0, fee: { kind: 'all' } },
];

describe('the cancellation fees of a trip', () => {
  it('are saved by staff and read back as saved', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2071 });
    expect(trip.cancellationSchedule).not.toEqual(changedSchedule);

    const response = await patch(trip, admin, { cancellationSchedule: changedSchedule });
    expect(response.statusCode, response.body).toBe(200);
    expect(tripSchema.parse(response.json()).cancellationSchedule).toEqual(changedSchedule);
    expect((await readTrip(trip.id)).cancellationSchedule).toEqual(changedSchedule);
  });

  it('refuse a schedule without a step at 0 days, a day twice and a share out of bounds, each on its field, and keep the saved one', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await createTripAs(t, admin, cleanup.made, { year: 2071 });
    const refused = async (cancellationSchedule: object[]) => {
      const response = await patch(trip, admin, { cancellationSchedule });
      expect(response.statusCode, response.body).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      return error.fieldErrors;
    };

    expect(await refused([{ daysBefore: 30, fee: { kind: 'all' } }])).toEqual({
      'changes.cancellationSchedule': ['validation.cancellationFromDeparture'],
    });
    expect(
      await refused([
        { daysBefore: 30, fee: { kind: 'deposit' } },
        { daysBefore: 30, fee: { kind: 'all' } },
        { daysBefore: 0, fee: { kind: 'all' } },
      ]),
    ).toEqual({ 'changes.cancellationSchedule.1.daysBefore': ['validation.cancellationDaysTwice'] });
    expect(
      await refused([
        { daysBefore: 400, fee: { kind: 'percent', percent: 0 } },
        { daysBefore: 0, fee: { kind: 'everything' } },
      ]),
    ).toEqual({
      'changes.cancellationSchedule.0.daysBefore': ['validation.cancellationDays'],
      'changes.cancellationSchedule.0.fee.percent': ['validation.cancellationPercent'],
      'changes.cancellationSchedule.1.fee.kind': ['validation.cancellationFee'],
    });

    const read = await readTrip(trip.id);
    expect(read.updatedAt).toBe(trip.updatedAt);
    expect(read.cancellationSchedule).toEqual(trip.cancellationSchedule);
  });
});
