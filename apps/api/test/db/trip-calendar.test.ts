import { describe, expect, it } from 'vitest';
import { parisDepartures } from '../../src/db/seed/content/paris-trip.ts';
import { pastTripYear, tripCalendar } from '../../src/db/seed/trip-calendar.ts';

describe('tripCalendar', () => {
  it('opens registration on 1 October before the trip and closes it on 31 January', () => {
    const calendar = tripCalendar(2027, parisDepartures(2027), {});
    expect(calendar.registrationOpensAt.toISOString().slice(0, 10)).toBe('2026-10-01');
    expect(calendar.registrationClosesAt.toISOString().slice(0, 10)).toBe('2027-01-31');
  });

  it('runs the trip from the first departure to the last return', () => {
    const departures = parisDepartures(2027);
    const calendar = tripCalendar(2027, departures, {});
    expect(calendar.startsOn).toBe(departures.map((d) => d.outboundDate).sort()[0]);
    expect(calendar.endsOn).toBe(
      departures
        .map((d) => d.inboundDate)
        .sort()
        .at(-1),
    );
  });

  it.each(['2026-03-01T12:00:00Z', '2026-06-15T12:00:00Z', '2026-12-31T23:00:00Z'])(
    'keeps the active trip open on %s',
    (iso) => {
      const now = new Date(iso);
      const year = now.getUTCFullYear() + 1;
      const calendar = tripCalendar(year, parisDepartures(year), { keepOpenAt: now });
      expect(calendar.registrationOpensAt < now && now < calendar.registrationClosesAt).toBe(true);
    },
  );
});

describe('pastTripYear', () => {
  it("is this year's trip once spring is over, else last year's", () => {
    expect(pastTripYear(new Date('2026-11-21T00:00:00Z'))).toBe(2026);
    expect(pastTripYear(new Date('2026-02-10T00:00:00Z'))).toBe(2025);
  });
});
