import { dashboardSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { demoStatusCounts } from '../../src/db/seed/demo-status.ts';
import { addRegistration, setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { SEEDED_TRAVELLERS } from '../helpers/constants.ts';
import { itChecksTheTripId, itIsForAdminsOnly, seededTripIds } from '../helpers/trip-cases.ts';
import { listRows, registrationDetail } from '../helpers/traveller-lists.ts';

const t = setupAppWithRegistrations();
const url = '/api/admin/travellers/deleted';

async function list(tripId: number) {
  return listRows(t, url, { trip_id: String(tripId) }, await t.signInAsAdmin());
}

describe('GET /api/admin/travellers/deleted', () => {
  it("lists the trip's deleted registrations only, with staff's reason and the status a restore goes back to", async () => {
    const { active } = await seededTripIds(t);
    const deleted = await list(active);
    expect(deleted).toHaveLength(demoStatusCounts(SEEDED_TRAVELLERS.active, true).deleted);
    expect(deleted.length).toBeGreaterThan(0);
    for (const row of deleted) {
      expect(row.status).toBe('deleted');
      expect(row.statusBeforeDeletion).not.toBeNull();
      expect(row.statusBeforeDeletion).not.toBe('deleted');
      expect(row.deletionReason).toEqual(expect.any(String));
    }
    // Not in the lists of live registrations.
    const all = await listRows(t, '/api/registrations', { trip_id: String(active) }, await t.signInAsAdmin());
    expect(all.some((row) => deleted.some((gone) => gone.id === row.id))).toBe(false);
  });

  it('shows a registration deleted from any status, by last name, and its counts match the dashboard', async () => {
    const { active } = await seededTripIds(t);
    const approved = await addRegistration(t.db, {
      lastName: 'AAAAA',
      status: 'deleted',
      statusBeforeDeletion: 'approved',
      deletionReason: 'Registered twice',
      statusReason: null,
    });
    const rejected = await addRegistration(t.db, {
      lastName: 'AAAAB',
      status: 'deleted',
      statusBeforeDeletion: 'rejected',
      deletionReason: 'A test registration',
      statusReason: 'The trip is full.',
    });
    const deleted = await list(active);
    const cookie = await t.signInAsAdmin();
    const firstTwo = await Promise.all(deleted.slice(0, 2).map((row) => registrationDetail(t, row.id, cookie)));
    expect(firstTwo.map((row) => [row.id, row.statusBeforeDeletion, row.deletionReason, row.statusReason])).toEqual([
      [approved.id, 'approved', 'Registered twice', null],
      [rejected.id, 'rejected', 'A test registration', 'The trip is full.'],
    ]);
    const dashboard = dashboardSchema.parse(
      (
        await t.app.inject({
          url: '/api/dashboard',
          query: { trip_id: String(active) },
          headers: { cookie: await t.signInAsAdmin() },
        })
      ).json(),
    );
    expect(dashboard.deleted).toBe(deleted.length);
  });

  it("lists each trip's own", async () => {
    const { active, past } = await seededTripIds(t);
    const pastDeleted = await list(past);
    expect(pastDeleted).toHaveLength(demoStatusCounts(SEEDED_TRAVELLERS.past, false).deleted);
    expect(pastDeleted.every((row) => row.tripId === past)).toBe(true);
    expect((await list(active)).every((row) => row.tripId === active)).toBe(true);
  });

  itIsForAdminsOnly(t, url);
  itChecksTheTripId(t, url, () => t.signInAsAdmin());
});
