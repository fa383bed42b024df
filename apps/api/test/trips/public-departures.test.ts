import { publicDepartureSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { itChecksTheTripId, seededTripIds } from '../helpers/trip-cases.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

describe('GET /api/public/departures', () => {
  it("returns the trip's three departures sorted by outbound date, with both flights", async () => {
    const { active } = await seededTripIds(t);
    const response = await t.app.inject({ url: '/api/public/departures', query: { trip_id: String(active) } });
    expect(response.statusCode).toBe(200);
    const departures = publicDepartureSchema.array().parse(response.json());
    expect(departures).toHaveLength(3);
    const dates = departures.map((departure) => departure.outboundDate);
    expect(dates).toEqual([...dates].sort());
    expect(departures.map((departure) => departure.label)).toEqual([
      { el: 'Αναχώρηση Α', en: 'Departure A' },
      { el: 'Αναχώρηση Β', en: 'Departure B' },
      { el: 'Αναχώρηση Γ', en: 'Departure C' },
    ]);
    for (const departure of departures) {
      expect(departure.tripId).toBe(active);
      expect(departure.flights.map((flight) => flight.direction).sort()).toEqual(['inbound', 'outbound']);
    }
  });

  it('shows no staff data: no schools, head-counts or escorts', async () => {
    const { active } = await seededTripIds(t);
    const [first] = (await t.app.inject({ url: `/api/public/departures?trip_id=${active}` })).json();
    expect(Object.keys(first)).not.toContain('schools');
    expect(Object.keys(first)).not.toContain('travellerCount');
  });

  itChecksTheTripId(t, '/api/public/departures', async () => undefined);
});
