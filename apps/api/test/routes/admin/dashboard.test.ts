import { dashboardSchema, DISTRICTS, GENDERS, travellerSchema, tripSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { demoStatusCounts } from '../../../src/db/seed/demo-status.ts';
import { SEEDED_TRAVELLERS } from '../../helpers/constants.ts';
import { itChecksTheTripId, itIsForAdminsOnly, seededTripIds } from '../../helpers/trip-cases.ts';
import { setupTestApp } from '../../helpers/test-app.ts';

const t = setupTestApp();
const url = '/api/dashboard';

describe('GET /api/dashboard', () => {
  it('counts the non-deleted registrations by status, school, district and gender', async () => {
    const { active } = await seededTripIds(t);
    const cookie = await t.signInAsAdmin();
    const query = { trip_id: String(active) };
    const response = await t.app.inject({ url, query, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const registrationRows = travellerSchema
      .array()
      .parse((await t.app.inject({ url: '/api/registrations', query, headers: { cookie } })).json());
    const dashboard = dashboardSchema.parse(response.json());
    const counts = demoStatusCounts(SEEDED_TRAVELLERS.active, true);
    const registrations = SEEDED_TRAVELLERS.active - counts.deleted;

    expect(dashboard.tripId).toBe(active);
    expect(dashboard.totals).toEqual({ registrations, travellers: counts.approved });
    const unconfirmed = registrationRows.filter((row) => row.status === 'pending' && !row.emailConfirmedAt).length;
    expect(unconfirmed).toBeGreaterThan(0);
    expect(dashboard.awaitingEmailConfirmation).toBe(unconfirmed);
    expect(dashboard.byStatus).toEqual({
      pending: counts.pending - unconfirmed,
      approved: counts.approved,
      rejected: 0,
      cancelled: 0,
    });
    // "Pending" is the review queue: the same registrations as the Pending tab.
    const queue = (await t.app.inject({ url: '/api/registrations/pending', query, headers: { cookie } })).json();
    expect(dashboard.byStatus.pending).toBe(queue.length);
    const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);
    expect(Object.keys(dashboard.byDistrict).sort()).toEqual([...DISTRICTS].sort());
    expect(Object.keys(dashboard.byGender).sort()).toEqual([...GENDERS].sort());
    expect(sum(dashboard.byDistrict)).toBe(registrations);
    expect(sum(dashboard.byGender)).toBe(registrations);
    expect(dashboard.bySchool).toHaveLength(8);
    expect(dashboard.bySchool.reduce((total, s) => total + s.count, 0)).toBe(registrations);
  });

  it('adds up the money: expected, received, pending review and outstanding', async () => {
    const { active } = await seededTripIds(t);
    const cookie = await t.signInAsAdmin();
    const query = { trip_id: String(active) };
    const dashboard = dashboardSchema.parse((await t.app.inject({ url, query, headers: { cookie } })).json());
    const trip = tripSchema.parse((await t.app.inject({ url: '/api/trip', query })).json());
    const registrations = travellerSchema
      .array()
      .parse((await t.app.inject({ url: '/api/registrations', query, headers: { cookie } })).json());
    const payments = registrations.flatMap((r) => r.payments);
    const total = (status: string) =>
      payments.filter((p) => p.status === status).reduce((s, p) => s + p.amountCents, 0);

    expect(dashboard.money.expectedCents).toBe(trip.totalPriceCents * dashboard.totals.travellers);
    expect(dashboard.money.receivedCents).toBe(total('approved'));
    expect(dashboard.money.pendingReviewCents).toBe(total('pending'));
    expect(dashboard.money.outstandingCents).toBe(dashboard.money.expectedCents - dashboard.money.receivedCents);
    expect(dashboard.money.receivedCents).toBeGreaterThan(0);
    expect(dashboard.money.pendingReviewCents).toBeGreaterThan(0);
  });

  itIsForAdminsOnly(t, url);
  itChecksTheTripId(t, url, () => t.signInAsAdmin());
});
