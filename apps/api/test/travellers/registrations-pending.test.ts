import { and, count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { travellers } from '../../src/db/schema/index.ts';
import { demoStatusCounts } from '../../src/db/seed/demo-status.ts';
import { addRegistration, setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { SEEDED_TRAVELLERS } from '../helpers/constants.ts';
import { itChecksTheTripId, itIsForAdminsOnly, seededTripIds } from '../helpers/trip-cases.ts';
import { listRows } from '../helpers/traveller-lists.ts';

const t = setupAppWithRegistrations();
const url = '/api/registrations/pending';

describe('GET /api/registrations/pending', () => {
  it('returns only pending registrations whose e-mail is confirmed, without personal codes', async () => {
    const { active } = await seededTripIds(t);
    const pending = await listRows(t, url, { trip_id: String(active) }, await t.signInAsAdmin());
    const [confirmed] = await t.db
      .select({ n: count() })
      .from(travellers)
      .where(
        and(eq(travellers.tripId, active), eq(travellers.status, 'pending'), isNotNull(travellers.emailConfirmedAt)),
      );
    expect(pending).toHaveLength(confirmed!.n);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.length).toBeLessThanOrEqual(demoStatusCounts(SEEDED_TRAVELLERS.active, true).pending);
    expect(pending.every((r) => r.status === 'pending' && r.personalCode === null && r.emailConfirmedAt !== null)).toBe(
      true,
    );
  });

  it('leaves out a registration whose e-mail is not confirmed yet, which the full list still shows', async () => {
    const { active } = await seededTripIds(t);
    const unconfirmed = await addRegistration(t.db, { emailConfirmedAt: null });
    const cookie = await t.signInAsAdmin();
    const ids = async (path: string) => (await listRows(t, path, { trip_id: String(active) }, cookie)).map((r) => r.id);
    expect(await ids(url)).not.toContain(unconfirmed.id);
    expect(await ids('/api/registrations')).toContain(unconfirmed.id);
    await t.db.update(travellers).set({ emailConfirmedAt: new Date() }).where(eq(travellers.id, unconfirmed.id));
    expect(await ids(url)).toContain(unconfirmed.id);
  });

  it('lists the oldest registration first, as a review queue', async () => {
    const { active } = await seededTripIds(t);
    const pending = await listRows(t, url, { trip_id: String(active) }, await t.signInAsAdmin());
    const times = pending.map((r) => r.registeredAt);
    expect(times).toEqual([...times].sort());
  });

  it('is empty for the past trip', async () => {
    const { past } = await seededTripIds(t);
    const response = await t.app.inject({
      url,
      query: { trip_id: String(past) },
      headers: { cookie: await t.signInAsAdmin() },
    });
    expect(response.json()).toEqual({ rows: [], total: 0 });
  });

  itIsForAdminsOnly(t, url);
  itChecksTheTripId(t, url, () => t.signInAsAdmin());
});
