import { randomUUID } from 'node:crypto';
import { staffTimelineEntrySchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { addRegistration, removeAddedRegistrationsAfterAll } from '../accounts/fixtures.ts';
import { adminUserId, auditAt, daysAgo, paperworkKit } from '../helpers/audit-history.ts';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();
removeAddedRegistrationsAfterAll(t);
const paperwork = paperworkKit(t);
const timelineUrl = (id: string) => `/api/admin/travellers/${id}/timeline`;

async function timelineOf(id: string) {
  const cookie = await t.signInAsAdmin();
  const response = await t.app.inject({ url: timelineUrl(id), headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return staffTimelineEntrySchema.array().parse(response.json());
}

describe('GET /api/admin/travellers/:id/timeline', () => {
  it('tells staff what happened to the registration, oldest first, who did it and why', async () => {
    const admin = await adminUserId(t.db);
    const registration = await addRegistration(t.db, {
      status: 'approved',
      createdAt: daysAgo(10),
      emailConfirmedAt: daysAgo(9.9),
      approvedAt: daysAgo(8),
    });
    const id = registration.id;
    await auditAt(t.db, { at: daysAgo(10), action: 'registration.submitted', travellerId: id });
    await auditAt(t.db, { at: daysAgo(9.9), action: 'registration.email-confirmed', travellerId: id });
    await auditAt(t.db, {
      at: daysAgo(8),
      action: 'registration.approved',
      travellerId: id,
      actorUserId: admin,
      details: { from: 'pending', to: 'approved', reason: null },
    });
    await auditAt(t.db, {
      at: daysAgo(7),
      action: 'registration.consent-reminder-sent',
      travellerId: id,
      details: { reminder: 7, deadline: '2027-01-01', daysLeft: 7 },
    });
    await auditAt(t.db, {
      at: daysAgo(6),
      action: 'registration.consent-deadline-extended',
      travellerId: id,
      actorUserId: admin,
      details: { from: '2027-01-01', to: '2027-01-08', reason: 'The family is abroad' },
    });
    await paperwork.consent(id, daysAgo(5));
    await paperwork.payment(id, daysAgo(4.5), daysAgo(4));
    // A payment not received yet is not in the timeline.
    await paperwork.payment(id, daysAgo(3.5), null);
    await auditAt(t.db, {
      at: daysAgo(3),
      action: 'registration.deleted',
      travellerId: id,
      actorUserId: admin,
      details: { from: 'approved', to: 'deleted', reason: 'Registered twice by mistake' },
    });
    await auditAt(t.db, {
      at: daysAgo(2),
      action: 'registration.restored',
      travellerId: id,
      actorUserId: admin,
      details: { from: 'deleted', to: 'approved', reason: null },
    });
    // Not timeline events: a link sent, and another registration's row.
    await auditAt(t.db, { at: daysAgo(1), action: 'guardian.account-link-sent', travellerId: id, actorUserId: admin });
    await auditAt(t.db, { at: daysAgo(1), action: 'registration.cancelled', travellerId: randomUUID() });

    const timeline = await timelineOf(id);
    const staff = { actorName: 'Voyage admin', actorEmail: TEST_ADMIN.email };
    const nobody = { actorName: null, actorEmail: null };
    expect(timeline.map(({ at: _at, ...entry }) => entry)).toEqual([
      { event: 'registered', reason: null, ...nobody },
      { event: 'email-confirmed', reason: null, ...nobody },
      { event: 'approved', reason: null, ...staff },
      { event: 'consent-reminder', reason: null, ...nobody },
      { event: 'consent-deadline-extended', reason: 'The family is abroad', ...staff },
      { event: 'consent-received', reason: null, ...nobody },
      { event: 'payment', reason: null, ...nobody },
      { event: 'deleted', reason: 'Registered twice by mistake', ...staff },
      { event: 'restored', reason: null, ...staff },
    ]);
    expect(timeline.map((entry) => entry.at)).toEqual(
      [10, 9.9, 8, 7, 6, 5, 4, 3, 2].map((days) => daysAgo(days).toISOString()),
    );
  });

  it('shows a rejection, a withdrawal and a cancellation with their reasons', async () => {
    const admin = await adminUserId(t.db);
    const rejected = await addRegistration(t.db, { status: 'rejected', createdAt: daysAgo(3), emailConfirmedAt: null });
    await auditAt(t.db, {
      at: daysAgo(1),
      action: 'registration.rejected',
      travellerId: rejected.id,
      actorUserId: admin,
      details: { from: 'pending', to: 'rejected', reason: 'The trip is full.' },
    });
    expect((await timelineOf(rejected.id)).map((entry) => [entry.event, entry.reason])).toEqual([
      ['registered', null],
      ['rejected', 'The trip is full.'],
    ]);

    const cancelled = await addRegistration(t.db, {
      status: 'cancelled',
      createdAt: daysAgo(3),
      emailConfirmedAt: daysAgo(2.9),
    });
    await auditAt(t.db, {
      at: daysAgo(1),
      action: 'registration.cancelled',
      travellerId: cancelled.id,
      details: { from: 'approved', to: 'cancelled', reason: 'consent-missing' },
    });
    expect((await timelineOf(cancelled.id)).at(-1)).toMatchObject({
      event: 'cancelled',
      reason: 'consent-missing',
      actorName: null,
    });

    const withdrawn = await addRegistration(t.db, {
      status: 'cancelled',
      createdAt: daysAgo(3),
      emailConfirmedAt: daysAgo(2.9),
    });
    await auditAt(t.db, {
      at: daysAgo(1),
      action: 'registration.withdrawn',
      travellerId: withdrawn.id,
      details: { from: 'pending', to: 'cancelled', reason: 'withdrawn' },
    });
    expect((await timelineOf(withdrawn.id)).at(-1)).toMatchObject({ event: 'withdrawn' });
  });

  it('gives a registration older than its audit rows (the demo data) its dates from the registration', async () => {
    const registration = await addRegistration(t.db, {
      status: 'approved',
      createdAt: daysAgo(5),
      emailConfirmedAt: daysAgo(4),
      approvedAt: daysAgo(3),
    });
    const timeline = await timelineOf(registration.id);
    expect(timeline.map((entry) => [entry.event, entry.at])).toEqual([
      ['registered', daysAgo(5).toISOString()],
      ['email-confirmed', daysAgo(4).toISOString()],
      ['approved', daysAgo(3).toISOString()],
    ]);
  });

  it('shows a deleted registration to staff too', async () => {
    const deleted = await addRegistration(t.db, {
      status: 'deleted',
      statusBeforeDeletion: 'pending',
      deletionReason: 'test',
    });
    expect((await timelineOf(deleted.id)).map((entry) => entry.event)).toEqual(['registered', 'email-confirmed']);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const cookie = await t.signInAsAdmin();
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await t.app.inject({ url: timelineUrl(id), headers: { cookie } });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('is for staff only: 401 without a session, 403 for a guardian', async () => {
    const registration = await addRegistration(t.db);
    expect((await t.app.inject({ url: timelineUrl(registration.id) })).statusCode).toBe(401);
    const guardian = await t.signInAsGuardian(registration.guardianEmail);
    const response = await t.app.inject({ url: timelineUrl(registration.id), headers: { cookie: guardian } });
    expect(response.statusCode).toBe(403);
  });
});
