import { describe, expect, it } from 'vitest';
import {
  LIVE_STATUSES,
  REGISTRATION_ACTIONS,
  REGISTRATION_ACTORS,
  isLiveStatus,
  transitionRegistration,
  type DeletableStatus,
  type RegistrationAction,
  type RegistrationActor,
} from './registration-status.ts';
import { REGISTRATION_STATUSES, type RegistrationStatus } from './traveller-statuses.ts';

const now = new Date('2027-03-01T09:00:00Z');

type Allowed = [
  from: RegistrationStatus,
  before: DeletableStatus | null,
  action: RegistrationAction,
  actor: RegistrationActor,
  to: RegistrationStatus,
  toBefore: DeletableStatus | null,
  reason: string | null,
];

/** Every transition the machine allows, each given 'No consent form' as its reason. */
const ALLOWED: Allowed[] = [
  ['pending', null, 'approve', 'staff', 'approved', null, 'No consent form'],
  ['pending', null, 'reject', 'staff', 'rejected', null, 'No consent form'],
  ['approved', null, 'cancel', 'staff', 'cancelled', null, 'No consent form'],
  ['approved', null, 'cancel', 'system', 'cancelled', null, 'No consent form'],
  ['pending', null, 'withdraw', 'guardian', 'cancelled', null, 'withdrawn'],
  ['approved', null, 'withdraw', 'guardian', 'cancelled', null, 'withdrawn'],
  ['pending', null, 'delete', 'staff', 'deleted', 'pending', 'No consent form'],
  ['approved', null, 'delete', 'staff', 'deleted', 'approved', 'No consent form'],
  ['rejected', null, 'delete', 'staff', 'deleted', 'rejected', 'No consent form'],
  ['cancelled', null, 'delete', 'staff', 'deleted', 'cancelled', 'No consent form'],
  ['deleted', 'pending', 'restore', 'staff', 'pending', null, 'No consent form'],
  ['deleted', 'approved', 'restore', 'staff', 'approved', null, 'No consent form'],
  ['deleted', 'rejected', 'restore', 'staff', 'rejected', null, 'No consent form'],
  ['deleted', 'cancelled', 'restore', 'staff', 'cancelled', null, 'No consent form'],
];

/** Who may take each action, whatever the status. */
const ACTORS_BY_ACTION: Record<RegistrationAction, readonly RegistrationActor[]> = {
  approve: ['staff'],
  reject: ['staff'],
  cancel: ['staff', 'system'],
  withdraw: ['guardian'],
  delete: ['staff'],
  restore: ['staff'],
};

function stateOf(status: RegistrationStatus) {
  return { status, statusBeforeDeletion: status === 'deleted' ? ('approved' as const) : null };
}

describe('transitionRegistration', () => {
  it.each(ALLOWED)('%s (before: %s) --%s by %s--> %s', (from, before, action, actor, to, toBefore, reason) => {
    const result = transitionRegistration({ status: from, statusBeforeDeletion: before }, action, {
      actor,
      now,
      reason: 'No consent form',
    });
    expect(result).toEqual({ ok: true, status: to, statusBeforeDeletion: toBefore, reason, changedAt: now });
  });

  const refused = REGISTRATION_STATUSES.flatMap((status) =>
    REGISTRATION_ACTIONS.flatMap((action) =>
      REGISTRATION_ACTORS.filter(
        (actor) => !ALLOWED.some(([from, , a, who]) => from === status && a === action && who === actor),
      ).map((actor) => [status, action, actor] as const),
    ),
  );

  it.each(refused)('%s --%s by %s--> refused', (status, action, actor) => {
    const expected = ACTORS_BY_ACTION[action].includes(actor) ? 'INVALID_TRANSITION' : 'FORBIDDEN_ACTION';
    expect(transitionRegistration(stateOf(status), action, { actor, now, reason: 'Duplicate' })).toEqual({
      ok: false,
      code: expected,
    });
  });

  it.each([
    ['pending', 'reject', 'staff'],
    ['approved', 'cancel', 'staff'],
    ['approved', 'cancel', 'system'],
    ['rejected', 'delete', 'staff'],
  ] as const)('%s --%s by %s--> needs a reason', (status, action, actor) => {
    for (const reason of [undefined, null, '', '   ']) {
      expect(transitionRegistration(stateOf(status), action, { actor, now, reason })).toEqual({
        ok: false,
        code: 'REASON_REQUIRED',
      });
    }
  });

  it('needs no reason to approve, withdraw or restore, and trims the one given', () => {
    expect(transitionRegistration(stateOf('pending'), 'approve', { actor: 'staff', now })).toMatchObject({
      ok: true,
      reason: null,
    });
    expect(transitionRegistration(stateOf('deleted'), 'restore', { actor: 'staff', now })).toMatchObject({
      ok: true,
      status: 'approved',
      reason: null,
    });
    expect(
      transitionRegistration(stateOf('pending'), 'reject', { actor: 'staff', now, reason: '  Duplicate ' }),
    ).toMatchObject({ ok: true, reason: 'Duplicate' });
  });

  it('records a withdrawal as withdrawn, whatever reason the guardian gives', () => {
    expect(
      transitionRegistration(stateOf('approved'), 'withdraw', { actor: 'guardian', now, reason: 'Changed plans' }),
    ).toMatchObject({ ok: true, status: 'cancelled', reason: 'withdrawn' });
  });

  it('refuses to restore a deleted registration that never recorded its status', () => {
    expect(
      transitionRegistration({ status: 'deleted', statusBeforeDeletion: null }, 'restore', { actor: 'staff', now }),
    ).toEqual({ ok: false, code: 'INVALID_TRANSITION' });
  });

  it('tells a refused actor nothing about the status', () => {
    expect(transitionRegistration(stateOf('approved'), 'approve', { actor: 'guardian', now })).toEqual({
      ok: false,
      code: 'FORBIDDEN_ACTION',
    });
  });
});

describe('live statuses', () => {
  it('are the ones that hold a place', () => {
    expect(LIVE_STATUSES).toEqual(['pending', 'approved']);
    expect(REGISTRATION_STATUSES.filter(isLiveStatus)).toEqual(['pending', 'approved']);
  });
});
