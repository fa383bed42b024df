import { randomUUID } from 'node:crypto';
import { statusRefusalSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { auditRowsOf, expecting, insertTraveller, mailsTo, setupReviewApp, travellerRow } from './review-kit.ts';

/**
 * Who may move a registration, what a body may hold, and the coded refusals of the review calls
 * (docs/product/review.md#statuses). A refused call changes nothing: no row, audit row or e-mail.
 */

// Many families sign in from one address here.
const { t, calls } = setupReviewApp({ signInRateLimitMax: 1000 });

const STAFF_CALLS = {
  approve: { call: calls.approve, body: expecting('pending') },
  reject: { call: calls.reject, body: { ...expecting('pending'), reason: 'Full' } },
  delete: { call: calls.delete, body: { ...expecting('pending'), reason: 'Duplicate' } },
  restore: { call: calls.restore, body: expecting('deleted') },
  'consent-deadline': { call: calls.consentDeadline, body: { deadline: '2099-01-01', reason: 'Grace' } },
} as const;

async function expectUnchanged(id: string) {
  const row = await travellerRow(t.db, id);
  expect(row).toMatchObject({ status: 'pending', personalCode: null, statusReason: null, approvedAt: null });
  expect(await auditRowsOf(t.db, id)).toEqual([]);
  expect(await mailsTo(t.db, row.guardianEmail)).toEqual([]);
}

describe('POST /api/admin/travellers/:id/{action}: staff only', () => {
  it.each(Object.entries(STAFF_CALLS))(
    '%s: 401 without a session, 403 for a guardian, even their own',
    async (_name, entry) => {
      const traveller = await insertTraveller(t.db);
      const guardian = await t.signInAsGuardian(traveller.guardianEmail);
      expect((await entry.call(traveller.id, entry.body, '')).statusCode).toBe(401);
      const refused = await entry.call(traveller.id, entry.body, guardian);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      await expectUnchanged(traveller.id);
    },
  );

  it('bulk approve: 401 without a session, 403 for a guardian', async () => {
    const traveller = await insertTraveller(t.db);
    const guardian = await t.signInAsGuardian(traveller.guardianEmail);
    expect((await calls.bulkApprove([traveller.id], '')).statusCode).toBe(401);
    expect((await calls.bulkApprove([traveller.id], guardian)).statusCode).toBe(403);
    await expectUnchanged(traveller.id);
  });
});

describe('POST /api/my/travellers/:id/withdraw: the registration’s own guardian only', () => {
  it("answers 404 for another family's registration, 403 for staff, 401 without a session", async () => {
    const traveller = await insertTraveller(t.db);
    const other = await insertTraveller(t.db);
    const stranger = await t.signInAsGuardian(other.guardianEmail);
    const refused = await calls.withdraw(traveller.id, expecting('pending'), stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    expect((await calls.withdraw(traveller.id, expecting('pending'), await t.signInAsAdmin())).statusCode).toBe(403);
    expect((await calls.withdraw(traveller.id, expecting('pending'), '')).statusCode).toBe(401);
    await expectUnchanged(traveller.id);
  });

  it('answers 404 for a registration whose e-mail is not confirmed yet, as My Voyage does not list it', async () => {
    const traveller = await insertTraveller(t.db, { emailConfirmedAt: null });
    const guardian = await t.signInAsGuardian(traveller.guardianEmail);
    expect((await calls.withdraw(traveller.id, expecting('pending'), guardian)).statusCode).toBe(404);
  });
});

describe('mass assignment', () => {
  it.each([
    ['a status', { expectedStatus: 'pending', status: 'approved' }],
    ['a personal code', { expectedStatus: 'pending', personalCode: 'PAR27-0001' }],
    ['a status reason', { expectedStatus: 'pending', statusReason: 'x' }],
  ])('a guardian cannot set %s: the withdrawal refuses the field', async (_what, body) => {
    const traveller = await insertTraveller(t.db);
    const guardian = await t.signInAsGuardian(traveller.guardianEmail);
    const refused = await calls.withdraw(traveller.id, body, guardian);
    expect(refused.statusCode).toBe(400);
    const [field] = Object.keys(body).filter((key) => key !== 'expectedStatus');
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { [field!]: ['validation.invalid'] },
    });
    await expectUnchanged(traveller.id);
  });

  it.each(Object.entries(STAFF_CALLS))('%s refuses a field it does not take', async (_name, entry) => {
    const traveller = await insertTraveller(t.db);
    const refused = await entry.call(traveller.id, { ...entry.body, status: 'approved' }, await t.signInAsAdmin());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ status: ['validation.invalid'] });
    await expectUnchanged(traveller.id);
  });

  it('bulk approve refuses a field it does not take, and ids that are not UUIDs', async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await insertTraveller(t.db);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/admin/travellers/approve',
      headers: t.unsafeHeaders(admin),
      payload: { ids: [traveller.id], status: 'approved' },
    });
    expect(extra.statusCode).toBe(400);
    expect((await calls.bulkApprove(['not-a-uuid'], admin)).json().fieldErrors).toHaveProperty(['ids.0']);
    expect((await calls.bulkApprove([], admin)).statusCode).toBe(400);
    await expectUnchanged(traveller.id);
  });
});

describe('coded refusals', () => {
  it.each(['reject', 'delete'] as const)(
    '%s without a reason: 400 VALIDATION_FAILED with fieldErrors.reason',
    async (name) => {
      const traveller = await insertTraveller(t.db);
      const admin = await t.signInAsAdmin();
      for (const body of [
        expecting('pending'),
        { ...expecting('pending'), reason: '' },
        { ...expecting('pending'), reason: '   ' },
      ]) {
        const refused = await STAFF_CALLS[name].call(traveller.id, body, admin);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
        expect(refused.json().fieldErrors.reason).toHaveLength(1);
      }
      await expectUnchanged(traveller.id);
    },
  );

  it.each(Object.entries(STAFF_CALLS))(
    '%s: 404 NOT_FOUND for an unknown id or one that is not a UUID',
    async (_name, entry) => {
      const admin = await t.signInAsAdmin();
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const refused = await entry.call(id, entry.body, admin);
        expect(refused.statusCode).toBe(404);
        expect(refused.json().code).toBe('NOT_FOUND');
      }
    },
  );

  it('409 CONFLICT with the current status when the registration is not in the status the person saw', async () => {
    const traveller = await insertTraveller(t.db, { status: 'rejected', statusReason: 'Full' });
    const refused = await calls.approve(traveller.id, expecting('pending'), await t.signInAsAdmin());
    expect(refused.statusCode).toBe(409);
    expect(statusRefusalSchema.parse(refused.json())).toMatchObject({ code: 'CONFLICT', currentStatus: 'rejected' });
    expect(await auditRowsOf(t.db, traveller.id)).toEqual([]);
  });

  it.each([
    ['approve', 'approved', calls.approve, {}],
    ['reject', 'approved', calls.reject, { reason: 'Full' }],
    ['restore', 'pending', calls.restore, {}],
  ] as const)('409 INVALID_TRANSITION with the current status: %s from %s', async (_action, status, call, extra) => {
    const traveller = await insertTraveller(t.db, { status });
    const refused = await call(traveller.id, { ...expecting(status), ...extra }, await t.signInAsAdmin());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'INVALID_TRANSITION',
      message: expect.any(String),
      currentStatus: status,
    });
    expect(await auditRowsOf(t.db, traveller.id)).toEqual([]);
  });

  it('409 INVALID_TRANSITION when a family withdraws a rejected registration', async () => {
    const traveller = await insertTraveller(t.db, { status: 'rejected', statusReason: 'Full' });
    const guardian = await t.signInAsGuardian(traveller.guardianEmail);
    const refused = await calls.withdraw(traveller.id, expecting('rejected'), guardian);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INVALID_TRANSITION', currentStatus: 'rejected' });
  });

  it('consent deadline: only for an approved traveller, later than the current day and not in the past', async () => {
    const admin = await t.signInAsAdmin();
    const pending = await insertTraveller(t.db);
    const notApproved = await calls.consentDeadline(pending.id, { deadline: '2099-01-01', reason: 'Grace' }, admin);
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json()).toMatchObject({ code: 'INVALID_TRANSITION', currentStatus: 'pending' });

    const approved = await insertTraveller(t.db, { status: 'approved', consentDeadline: '2099-01-10' });
    for (const deadline of ['2099-01-10', '2099-01-09']) {
      const refused = await calls.consentDeadline(approved.id, { deadline, reason: 'Grace' }, admin);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ deadline: ['validation.deadlineLater'] });
    }
    const late = await insertTraveller(t.db, { status: 'approved', consentDeadline: '2020-01-10' });
    const past = await calls.consentDeadline(late.id, { deadline: '2020-01-20', reason: 'Grace' }, admin);
    expect(past.json().fieldErrors).toEqual({ deadline: ['validation.deadlinePast'] });
    const noReason = await calls.consentDeadline(approved.id, { deadline: '2099-02-01' }, admin);
    expect(noReason.json().fieldErrors).toHaveProperty('reason');
    const badDate = await calls.consentDeadline(approved.id, { deadline: '2099-02-30', reason: 'Grace' }, admin);
    expect(badDate.json().fieldErrors).toHaveProperty('deadline');
    expect((await travellerRow(t.db, approved.id)).consentDeadline).toBe('2099-01-10');
  });
});
