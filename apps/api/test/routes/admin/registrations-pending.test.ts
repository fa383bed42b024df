import { travellerSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { demoStatusCounts } from '../../../src/db/seed/demo-status.ts';
import { SEEDED_TRAVELLERS } from '../../helpers/constants.ts';
import { itChecksTheTripId, itIsForAdminsOnly, seededTripIds } from '../../helpers/trip-cases.ts';
import { setupTestApp } from '../../helpers/test-app.ts';

const t = setupTestApp();
const url = '/api/registrations/pending';

describe('GET /api/registrations/pending', () => {
  it('returns only pending registrations, without personal codes', async () => {
    const { active } = await seededTripIds(t);
    const response = await t.app.inject({ url, query: { trip_id: String(active) }, headers: { cookie: await t.signInAsAdmin() } });
    expect(response.statusCode).toBe(200);
    const pending = travellerSchema.array().parse(response.json());
    expect(pending).toHaveLength(demoStatusCounts(SEEDED_TRAVELLERS.active, true).pending);
    expect(pending.every((r) => r.status === 'pending' && r.personalCode === null)).toBe(true);
  });

  it('lists the oldest registration first, as a review queue', async () => {
    const { active } = await seededTripIds(t);
    const pending = travellerSchema
      .array()
      .parse((await t.app.inject({ url, query: { trip_id: String(active) }, headers: { cookie: await t.signInAsAdmin() } })).json());
    const times = pending.map((r) => r.registeredAt);
    expect(times).toEqual([...times].sort());
  });

  it('is empty for the past trip', async () => {
    const { past } = await seededTripIds(t);
    const response = await t.app.inject({ url, query: { trip_id: String(past) }, headers: { cookie: await t.signInAsAdmin() } });
    expect(response.json()).toEqual([]);
  });

  itIsForAdminsOnly(t, url);
  itChecksTheTripId(t, url, () => t.signInAsAdmin());
});
