import { addDays, dashboardSchema, DISTRICTS, GENDERS, tripDate, tripSchema, type Traveller } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { demoStatusCounts } from '../../src/db/seed/demo-status.ts';
import { addRegistration, setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { paperworkKit } from '../helpers/audit-history.ts';
import { SEEDED_TRAVELLERS } from '../helpers/constants.ts';
import { itChecksTheTripId, itIsForAdminsOnly, seededTripIds } from '../helpers/trip-cases.ts';
import { fullRows, listRows } from '../helpers/traveller-lists.ts';

const t = setupAppWithRegistrations();
const paperwork = paperworkKit(t);
const url = '/api/dashboard';

describe('GET /api/dashboard', () => {
  it('counts the non-deleted registrations by status, school, district and gender', async () => {
    const { active } = await seededTripIds(t);
    const cookie = await t.signInAsAdmin();
    const query = { trip_id: String(active) };
    const response = await t.app.inject({ url, query, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const registrationRows = await fullRows(t, '/api/registrations', query, cookie);
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
    const queue = await listRows(t, '/api/registrations/pending', query, cookie);
    expect(dashboard.byStatus.pending).toBe(queue.length);
    const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);
    expect(Object.keys(dashboard.byDistrict).sort()).toEqual([...DISTRICTS].sort());
    expect(Object.keys(dashboard.byGender).sort()).toEqual([...GENDERS].sort());
    expect(sum(dashboard.byDistrict)).toBe(registrations);
    expect(sum(dashboard.byGender)).toBe(registrations);
    expect(dashboard.bySchool).toHaveLength(8);
    expect(dashboard.bySchool.reduce((total, s) => total + s.count, 0)).toBe(registrations);
  });

  it("adds up the approved travellers' money: expected, received, processing and outstanding", async () => {
    const { active } = await seededTripIds(t);
    const cookie = await t.signInAsAdmin();
    const query = { trip_id: String(active) };
    const dashboard = dashboardSchema.parse((await t.app.inject({ url, query, headers: { cookie } })).json());
    const trip = tripSchema.parse((await t.app.inject({ url: '/api/trip', query })).json());
    const registrations = await fullRows(t, '/api/registrations', query, cookie);
    const payments = registrations.filter((r) => r.status === 'approved').flatMap((r) => r.payments);
    const total = (status: string) =>
      payments.filter((p) => p.status === status).reduce((s, p) => s + p.amountCents, 0);
    const money = dashboard.payments;

    expect(money.expectedCents).toBe(trip.totalPriceCents * dashboard.totals.travellers);
    expect(money.receivedCents).toBe(total('approved'));
    expect(money.processingCents).toBe(total('pending'));
    expect(money.outstandingCents).toBe(money.expectedCents - money.receivedCents - money.processingCents);
    expect(money.receivedCents).toBeGreaterThan(0);
    expect(money.processingCents).toBeGreaterThan(0);
  });

  it('counts deleted registrations apart, and the review queue apart from unconfirmed registrations', async () => {
    const { active } = await seededTripIds(t);
    const cookie = await t.signInAsAdmin();
    const query = { trip_id: String(active) };
    const dashboard = dashboardSchema.parse((await t.app.inject({ url, query, headers: { cookie } })).json());
    const deleted = await listRows(t, '/api/admin/travellers/deleted', query, cookie);
    expect(dashboard.deleted).toBe(demoStatusCounts(SEEDED_TRAVELLERS.active, true).deleted);
    expect(dashboard.deleted).toBe(deleted.length);
    expect(dashboard.byStatus).not.toHaveProperty('deleted');
    const queue = await listRows(t, '/api/registrations/pending', query, cookie);
    expect(dashboard.reviewQueue).toBe(queue.length);
    expect(dashboard.reviewQueue).toBe(dashboard.byStatus.pending);
    expect(dashboard.awaitingEmailConfirmation).toBeGreaterThan(0);
  });

  it('counts approved travellers whose consent form is due within 7 days, and those past the deadline', async () => {
    const { active } = await seededTripIds(t);
    const cookie = await t.signInAsAdmin();
    const query = { trip_id: String(active) };
    const read = async () => dashboardSchema.parse((await t.app.inject({ url, query, headers: { cookie } })).json());
    const today = tripDate(new Date());
    const rows = await fullRows(t, '/api/registrations', query, cookie);
    const waiting = (row: Traveller) =>
      row.status === 'approved' &&
      row.consentDeadline !== null &&
      !row.documents.some((doc) => doc.type === 'consent' && doc.status !== 'rejected');
    const before = await read();
    expect(before.consentsDueThisWeek).toBe(
      rows.filter((row) => waiting(row) && row.consentDeadline! >= today && row.consentDeadline! <= addDays(today, 7))
        .length,
    );
    expect(before.consentsOverdue).toBe(rows.filter((row) => waiting(row) && row.consentDeadline! < today).length);

    // Due today, in a week, in eight days, a day late; late and due, each with its consent form in.
    const approved = (days: number) =>
      addRegistration(t.db, { status: 'approved', approvedAt: new Date(), consentDeadline: addDays(today, days) });
    for (const days of [0, 7, 8, -1]) await approved(days);
    await paperwork.consent((await approved(-1)).id, new Date(), 'pending');
    await paperwork.consent((await approved(3)).id, new Date(), 'approved');
    const after = await read();
    expect(after.consentsDueThisWeek).toBe(before.consentsDueThisWeek + 2);
    expect(after.consentsOverdue).toBe(before.consentsOverdue + 1);
  });

  it('counts the consent forms received and accepted beside the approved travellers, and the documents waiting', async () => {
    const { active } = await seededTripIds(t);
    const cookie = await t.signInAsAdmin();
    const query = { trip_id: String(active) };
    const read = async () => dashboardSchema.parse((await t.app.inject({ url, query, headers: { cookie } })).json());
    const rows = await fullRows(t, '/api/registrations', query, cookie);
    const approvedWith = (statuses: string[]) =>
      rows.filter(
        (row) =>
          row.status === 'approved' &&
          row.documents.some((doc) => doc.type === 'consent' && statuses.includes(doc.status)),
      ).length;
    const before = await read();
    expect(before.consentsReceived).toBe(approvedWith(['pending', 'approved']));
    expect(before.consentsAccepted).toBe(approvedWith(['approved']));
    expect(before.documentsWaiting).toBe(
      rows.flatMap((row) => row.documents).filter((doc) => doc.status === 'pending').length,
    );
    expect(before.consentsReceived).toBeLessThanOrEqual(before.totals.travellers);

    const approved = async () => (await addRegistration(t.db, { status: 'approved', approvedAt: new Date() })).id;
    // A form waiting and one accepted; a rejected one and a pending registration's form count as not received.
    await paperwork.consent(await approved(), new Date(), 'pending');
    await paperwork.consent(await approved(), new Date(), 'approved');
    await paperwork.consent(await approved(), new Date(), 'rejected');
    const pending = (await addRegistration(t.db)).id;
    await paperwork.consent(pending, new Date(), 'pending');
    // One traveller's second form does not count twice; a deleted registration's document waits for nobody.
    const twice = await approved();
    await paperwork.consent(twice, new Date(), 'rejected');
    await paperwork.consent(twice, new Date(), 'approved');
    const deleted = (await addRegistration(t.db, { status: 'deleted', statusBeforeDeletion: 'approved' })).id;
    await paperwork.consent(deleted, new Date(), 'pending');

    const after = await read();
    expect(after.totals.travellers).toBe(before.totals.travellers + 4);
    expect(after.consentsReceived).toBe(before.consentsReceived + 3);
    expect(after.consentsAccepted).toBe(before.consentsAccepted + 2);
    expect(after.documentsWaiting).toBe(before.documentsWaiting + 2);
  });

  itIsForAdminsOnly(t, url);
  itChecksTheTripId(t, url, () => t.signInAsAdmin());
});
