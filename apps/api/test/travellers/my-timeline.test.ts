import { randomUUID } from 'node:crypto';
import { timelineEntrySchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { addRegistration, removeAddedRegistrationsAfterAll } from '../accounts/fixtures.ts';
import { adminUserId, auditAt, daysAgo, paperworkKit } from '../helpers/audit-history.ts';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp({ signInRateLimitMax: 1000 });
removeAddedRegistrationsAfterAll(t);
const paperwork = paperworkKit(t);
const timelineUrl = (id: string) => `/api/my/travellers/${id}/timeline`;

describe('GET /api/my/travellers/:id/timeline', () => {
  it("tells the family what happened in their words: no staff names, staff-only steps or staff's reasons", async () => {
    const admin = await adminUserId(t.db);
    const family = await addRegistration(t.db, {
      status: 'approved',
      createdAt: daysAgo(10),
      emailConfirmedAt: daysAgo(9.9),
    });
    const id = family.id;
    await auditAt(t.db, { at: daysAgo(10), action: 'registration.submitted', travellerId: id });
    await auditAt(t.db, { at: daysAgo(9.9), action: 'registration.email-confirmed', travellerId: id });
    await auditAt(t.db, {
      at: daysAgo(8),
      action: 'registration.approved',
      travellerId: id,
      actorUserId: admin,
      details: { from: 'pending', to: 'approved', reason: 'Checked with the school by phone' },
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
      details: { from: '2027-01-01', to: '2027-01-08', reason: 'Mother in hospital' },
    });
    await auditAt(t.db, {
      at: daysAgo(5),
      action: 'registration.deleted',
      travellerId: id,
      actorUserId: admin,
      details: { from: 'approved', to: 'deleted', reason: 'Suspected fake registration' },
    });
    await auditAt(t.db, {
      at: daysAgo(4),
      action: 'registration.restored',
      travellerId: id,
      actorUserId: admin,
      details: { from: 'deleted', to: 'approved', reason: null },
    });
    await paperwork.consent(id, daysAgo(3));
    await paperwork.payment(id, daysAgo(2.5), daysAgo(2));

    const cookie = await t.signInAsGuardian(family.guardianEmail);
    const response = await t.app.inject({ url: timelineUrl(id), headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const timeline = timelineEntrySchema.array().parse(response.json());
    expect(timeline).toEqual([
      { event: 'registered', at: daysAgo(10).toISOString(), reason: null },
      { event: 'email-confirmed', at: daysAgo(9.9).toISOString(), reason: null },
      { event: 'approved', at: daysAgo(8).toISOString(), reason: null },
      { event: 'consent-reminder', at: daysAgo(7).toISOString(), reason: null },
      { event: 'consent-received', at: daysAgo(3).toISOString(), reason: null },
      { event: 'payment', at: daysAgo(2).toISOString(), reason: null },
    ]);
    for (const secret of ['Voyage admin', TEST_ADMIN.email, 'hospital', 'fake', 'phone', 'actor']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("gives a rejection's reason and a cancellation's", async () => {
    const admin = await adminUserId(t.db);
    const rejected = await addRegistration(t.db, {
      status: 'rejected',
      createdAt: daysAgo(3),
      emailConfirmedAt: daysAgo(2.9),
    });
    await auditAt(t.db, {
      at: daysAgo(1),
      action: 'registration.rejected',
      travellerId: rejected.id,
      actorUserId: admin,
      details: { from: 'pending', to: 'rejected', reason: 'The trip is full.' },
    });
    const cancelled = await addRegistration(t.db, {
      guardianEmail: rejected.guardianEmail,
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
    const cookie = await t.signInAsGuardian(rejected.guardianEmail);
    const read = async (id: string) =>
      timelineEntrySchema.array().parse((await t.app.inject({ url: timelineUrl(id), headers: { cookie } })).json());
    expect((await read(rejected.id)).at(-1)).toMatchObject({ event: 'rejected', reason: 'The trip is full.' });
    expect((await read(cancelled.id)).at(-1)).toMatchObject({ event: 'cancelled', reason: 'consent-missing' });
  });

  it("answers 404 for another family's registration, a deleted one, an unconfirmed one, an unknown or malformed id", async () => {
    const family = await addRegistration(t.db);
    const other = await addRegistration(t.db);
    const deleted = await addRegistration(t.db, {
      guardianEmail: family.guardianEmail,
      status: 'deleted',
      statusBeforeDeletion: 'pending',
      deletionReason: 'test',
    });
    const unconfirmed = await addRegistration(t.db, { guardianEmail: family.guardianEmail, emailConfirmedAt: null });
    const cookie = await t.signInAsGuardian(family.guardianEmail);
    expect((await t.app.inject({ url: timelineUrl(family.id), headers: { cookie } })).statusCode).toBe(200);
    for (const id of [other.id, deleted.id, unconfirmed.id, randomUUID(), 'not-an-id']) {
      const response = await t.app.inject({ url: timelineUrl(id), headers: { cookie } });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('is 401 without a session and 403 for an admin', async () => {
    const family = await addRegistration(t.db);
    expect((await t.app.inject({ url: timelineUrl(family.id) })).statusCode).toBe(401);
    const admin = await t.signInAsAdmin();
    expect((await t.app.inject({ url: timelineUrl(family.id), headers: { cookie: admin } })).statusCode).toBe(403);
  });
});
