import { randomUUID } from 'node:crypto';
import { timelineEntrySchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { addRegistration, setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { adminUserId, daysAgo } from '../helpers/audit-history.ts';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { historyKit, registrationMovedADayAgo } from './timeline-kit.ts';

const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });
const registrationWithHistory = historyKit(t);
const timelineUrl = (id: string) => `/api/my/travellers/${id}/timeline`;

describe('GET /api/my/travellers/:id/timeline', () => {
  it("tells the family what happened in their words: no staff names, staff-only steps or staff's reasons", async () => {
    const family = await registrationWithHistory({
      approval: 'Checked with the school by phone',
      extension: 'Mother in hospital',
      deletion: 'Suspected fake registration',
    });
    const id = family.id;

    const cookie = await t.signInAsGuardian(family.guardianEmail);
    const response = await t.app.inject({ url: timelineUrl(id), headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const timeline = timelineEntrySchema.array().parse(response.json());
    expect(timeline).toEqual([
      { event: 'registered', at: daysAgo(10).toISOString(), reason: null },
      { event: 'email-confirmed', at: daysAgo(9.9).toISOString(), reason: null },
      { event: 'approved', at: daysAgo(8).toISOString(), reason: null },
      { event: 'consent-reminder', at: daysAgo(7).toISOString(), reason: null },
      { event: 'consent-received', at: daysAgo(5).toISOString(), reason: null },
      { event: 'payment', at: daysAgo(4).toISOString(), reason: null },
    ]);
    for (const secret of ['Voyage admin', TEST_ADMIN.email, 'hospital', 'fake', 'phone', 'actor']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("gives a rejection's reason and a cancellation's", async () => {
    const admin = await adminUserId(t.db);
    const rejected = await registrationMovedADayAgo(t.db, {
      action: 'registration.rejected',
      from: 'pending',
      to: 'rejected',
      reason: 'The trip is full.',
      by: admin,
    });
    const cancelled = await registrationMovedADayAgo(
      t.db,
      { action: 'registration.cancelled', from: 'approved', to: 'cancelled', reason: 'consent-missing' },
      { guardianEmail: rejected.guardianEmail },
    );
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
