import { tripSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { itChecksTheTripId, seededTripIds } from '../helpers/trip-cases.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

describe('GET /api/trip', () => {
  it('returns the trip asked for, active or not', async () => {
    const ids = await seededTripIds(t);
    for (const [id, isActive] of [
      [ids.active, true],
      [ids.past, false],
    ] as const) {
      const response = await t.app.inject({ url: '/api/trip', query: { trip_id: String(id) } });
      expect(response.statusCode).toBe(200);
      const trip = tripSchema.parse(response.json());
      expect(trip.id).toBe(id);
      expect(trip.active).toBe(isActive);
    }
  });

  it('is public', async () => {
    const { past } = await seededTripIds(t);
    expect((await t.app.inject({ url: `/api/trip?trip_id=${past}` })).statusCode).toBe(200);
  });

  itChecksTheTripId(t, '/api/trip', async () => undefined);
});
