import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areCorrectionsFrozen, CORRECTIONS_FREEZE_DEFAULT_DAYS, correctionsFreezeDay } from './corrections-freeze.ts';

describe('the corrections freeze', () => {
  it('is 21 days before the departure unless the trip says otherwise', () => {
    expect(CORRECTIONS_FREEZE_DEFAULT_DAYS).toBe(21);
    expect(correctionsFreezeDay({ startsOn: '2027-03-20', correctionsFreezeDays: 21 })).toBe('2027-02-27');
    expect(correctionsFreezeDay({ startsOn: '2027-03-20', correctionsFreezeDays: 1 })).toBe('2027-03-19');
  });

  it('starts at midnight in Cyprus, not in UTC (winter time, UTC+2)', () => {
    const trip = { startsOn: '2027-03-20', correctionsFreezeDays: 21 };
    // 23:59 on 26 February in Nicosia: still the day before.
    expect(areCorrectionsFrozen(trip, new Date('2027-02-26T21:59:59Z'))).toBe(false);
    // 00:00 on 27 February in Nicosia, though still the 26th in UTC.
    expect(areCorrectionsFrozen(trip, new Date('2027-02-26T22:00:00Z'))).toBe(true);
    expect(areCorrectionsFrozen(trip, new Date('2027-03-20T09:00:00Z'))).toBe(true);
  });

  it('follows Cyprus summer time (UTC+3) after the clocks change', () => {
    const trip = { startsOn: '2027-04-20', correctionsFreezeDays: 21 };
    expect(correctionsFreezeDay(trip)).toBe('2027-03-30');
    expect(areCorrectionsFrozen(trip, new Date('2027-03-29T20:59:59Z'))).toBe(false);
    expect(areCorrectionsFrozen(trip, new Date('2027-03-29T21:00:00Z'))).toBe(true);
  });

  it('never lifts as time goes on, and is never on before its day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 0, max: 400 }), (days, after) => {
        const trip = { startsOn: '2027-04-10', correctionsFreezeDays: days };
        const first = new Date(`${correctionsFreezeDay(trip)}T12:00:00Z`);
        expect(areCorrectionsFrozen(trip, new Date(first.getTime() + after * 86_400_000))).toBe(true);
        expect(areCorrectionsFrozen(trip, new Date(first.getTime() - 86_400_000))).toBe(false);
      }),
    );
  });
});
