import { departureSchema, escortsNeeded, schoolSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { itChecksTheTripId, itIsForAdminsOnly, seededTripIds } from '../helpers/trip-cases.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();
const url = '/api/departures';

describe('GET /api/departures', () => {
  it('returns the departures by outbound date with their schools, travellers and escorts', async () => {
    const { active } = await seededTripIds(t);
    const cookie = await t.signInAsAdmin();
    const response = await t.app.inject({ url, query: { trip_id: String(active) }, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const departures = departureSchema.array().parse(response.json());
    expect(departures).toHaveLength(3);
    const dates = departures.map((d) => d.outboundDate);
    expect(dates).toEqual([...dates].sort());
    expect(departures.map((d) => d.label.el)).toEqual(['Αναχώρηση Α', 'Αναχώρηση Β', 'Αναχώρηση Γ']);
    expect(departures.map((d) => d.label.en)).toEqual(['Departure A', 'Departure B', 'Departure C']);

    const schools = schoolSchema
      .array()
      .parse(
        (await t.app.inject({ url: '/api/schools', query: { trip_id: String(active) }, headers: { cookie } })).json(),
      );
    expect(departures.flatMap((d) => d.schools)).toHaveLength(schools.length);
    for (const departure of departures) {
      const assigned = schools.filter((s) => s.departureId === departure.id);
      expect(departure.schools.map((s) => s.id).sort()).toEqual(assigned.map((s) => s.id).sort());
      expect(departure.travellerCount).toBe(assigned.reduce((sum, s) => sum + s.travellerCount, 0));
      expect(departure.escortsNeeded).toBe(escortsNeeded(departure.travellerCount));
    }
  });

  itIsForAdminsOnly(t, url);
  itChecksTheTripId(t, url, () => t.signInAsAdmin());
});
