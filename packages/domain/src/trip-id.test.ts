import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRegistrationOpen, MAX_TRIP_ID, parseTripId } from './trip-id.ts';
import { tripIdSchema } from './trip.ts';

describe('parseTripId', () => {
  it('reads the digits of a trip id, as tripIdSchema does', () => {
    expect(parseTripId('1')).toBe(1);
    expect(parseTripId('2027')).toBe(2027);
    expect(parseTripId(String(MAX_TRIP_ID))).toBe(MAX_TRIP_ID);
    expect(parseTripId(42)).toBe(42);
  });

  it.each(['', '0', '007', ' 7', '7 ', '1e2', '-1', '+1', '1.5', '2147483648', '99999999999', 'abc'])(
    'refuses %j',
    (value) => {
      expect(parseTripId(value)).toBeUndefined();
      expect(tripIdSchema.safeParse(value).success).toBe(false);
    },
  );

  it('refuses what is not a string or a whole positive number', () => {
    for (const value of [undefined, null, true, [1], 0, -3, 1.5, Number.NaN, MAX_TRIP_ID + 1]) {
      expect(parseTripId(value)).toBeUndefined();
    }
  });

  it('agrees with tripIdSchema on any string or number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9]{1,11}$/), fc.integer(), fc.double()), (value) => {
        const parsed = tripIdSchema.safeParse(value);
        expect(parseTripId(value)).toBe(parsed.success ? parsed.data : undefined);
      }),
    );
  });
});

describe('isRegistrationOpen', () => {
  const trip = { registrationOpensAt: '2026-09-01T09:00:00.000Z', registrationClosesAt: '2026-12-01T09:00:00.000Z' };
  it('is open from its opening instant until, not at, its closing one', () => {
    expect(isRegistrationOpen(trip, new Date('2026-09-01T08:59:59.999Z'))).toBe(false);
    expect(isRegistrationOpen(trip, new Date('2026-09-01T09:00:00.000Z'))).toBe(true);
    expect(isRegistrationOpen(trip, new Date('2026-12-01T08:59:59.999Z'))).toBe(true);
    expect(isRegistrationOpen(trip, new Date('2026-12-01T09:00:00.000Z'))).toBe(false);
  });
});
