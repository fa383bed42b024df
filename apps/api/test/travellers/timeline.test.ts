import { randomUUID } from 'node:crypto';
import { staffTimelineEntrySchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { addRegistration, setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { adminUserId, daysAgo } from '../helpers/audit-history.ts';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { historyKit, registrationMovedADayAgo } from './timeline-kit.ts';

const t = setupAppWithRegistrations();
const registrationWithHistory = historyKit(t);
const timelineUrl = (id: string) => `/api/admin/travellers/${id}/timeline`;

async function timelineOf(id: string) {
  const cookie = await t.signInAsAdmin();
  const response = await t.app.inject({ url: timelineUrl(id), headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return staffTimelineEntrySchema.array().parse(response.json());
}

describe('GET /api/admin/travellers/:id/timeline', () => {
  it('tells staff what happened to the registration, oldest first, who did it and why', async () => {
    const { id } = await registrationWithHistory({
      approval: null,
      extension: 'The family is abroad',
      deletion: 'Registered twice by mistake',
    });

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
    const rejected = await registrationMovedADayAgo(
      t.db,
      { action: 'registration.rejected', from: 'pending', to: 'rejected', reason: 'The trip is full.', by: admin },
      { emailConfirmedAt: null },
    );
    expect((await timelineOf(rejected.id)).map((entry) => [entry.event, entry.reason])).toEqual([
      ['registered', null],
      ['rejected', 'The trip is full.'],
    ]);

    const cancelled = await registrationMovedADayAgo(t.db, {
      action: 'registration.cancelled',
      from: 'approved',
      to: 'cancelled',
      reason: 'consent-missing',
    });
    expect((await timelineOf(cancelled.id)).at(-1)).toMatchObject({
      event: 'cancelled',
      reason: 'consent-missing',
      actorName: null,
    });

    const withdrawn = await registrationMovedADayAgo(t.db, {
      action: 'registration.withdrawn',
      from: 'pending',
      to: 'cancelled',
      reason: 'withdrawn',
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
