import { describe, expect, it } from 'vitest';
import { demoStatusCounts } from '../../src/db/seed/demo-status.ts';
import { SEEDED_TRAVELLERS } from '../helpers/constants.ts';
import { itChecksTheTripId, itIsForAdminsOnly, seededTripIds } from '../helpers/trip-cases.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { listRows } from '../helpers/traveller-lists.ts';

const t = setupTestApp();
const url = '/api/registrations';

describe('GET /api/registrations', () => {
  it('returns every registration of the trip except deleted ones', async () => {
    const { active } = await seededTripIds(t);
    const registrations = await listRows(t, url, { trip_id: String(active) }, await t.signInAsAdmin());
    const counts = demoStatusCounts(SEEDED_TRAVELLERS.active, true);
    expect(registrations).toHaveLength(SEEDED_TRAVELLERS.active - counts.deleted);
    expect(registrations.filter((r) => r.status === 'approved')).toHaveLength(counts.approved);
    expect(registrations.filter((r) => r.status === 'pending')).toHaveLength(counts.pending);
    expect(registrations.some((r) => r.status === 'deleted')).toBe(false);
  });

  it('sorts by last name, then first name', async () => {
    const { active } = await seededTripIds(t);
    const registrations = await listRows(t, url, { trip_id: String(active) }, await t.signInAsAdmin());
    const keys = registrations.map((r) => `${r.lastName} ${r.firstName}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('gives each registration its school and the departure its school is assigned to', async () => {
    const { active } = await seededTripIds(t);
    const registrations = await listRows(t, url, { trip_id: String(active) }, await t.signInAsAdmin());
    for (const registration of registrations) {
      expect(registration.schoolName).not.toBe('');
      expect(registration.departureId).not.toBeNull();
      expect(registration.firstName).toMatch(/^[A-Z]+$/);
    }
  });

  itIsForAdminsOnly(t, url);
  itChecksTheTripId(t, url, () => t.signInAsAdmin());
});
