import type { RegistrationStatus } from './traveller-statuses.ts';

/**
 * Registrations that hold a place: duplicates and roommate groups are checked against these only;
 * rejected, cancelled and deleted ones no longer hold a bed.
 */
export const LIVE_STATUSES = ['pending', 'approved'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

export function isLiveStatus(status: RegistrationStatus): status is LiveStatus {
  return (LIVE_STATUSES as readonly RegistrationStatus[]).includes(status);
}

/** Every status but `deleted`: what staff may delete, and what a restore goes back to. */
export const DELETABLE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type DeletableStatus = (typeof DELETABLE_STATUSES)[number];

function isDeletableStatus(status: RegistrationStatus): status is DeletableStatus {
  return status !== 'deleted';
}

export const REGISTRATION_ACTIONS = ['approve', 'reject', 'cancel', 'withdraw', 'delete', 'restore'] as const;
export type RegistrationAction = (typeof REGISTRATION_ACTIONS)[number];

/** `guardian` stands for the registration's own guardian: the query that loads it checks the ownership. */
export const REGISTRATION_ACTORS = ['staff', 'guardian', 'system'] as const;
export type RegistrationActor = (typeof REGISTRATION_ACTORS)[number];

/** The reason a withdrawal is recorded with: a withdrawn registration is `cancelled`. */
export const WITHDRAWN_REASON = 'withdrawn';

export type RegistrationState = {
  status: RegistrationStatus;
  /** Set while `deleted`: the status a restore goes back to. */
  statusBeforeDeletion: DeletableStatus | null;
};

export type TransitionContext = { actor: RegistrationActor; now: Date; reason?: string | null };

export const TRANSITION_ERROR_CODES = ['INVALID_TRANSITION', 'FORBIDDEN_ACTION', 'REASON_REQUIRED'] as const;
export type TransitionErrorCode = (typeof TRANSITION_ERROR_CODES)[number];

export type TransitionResult =
  (RegistrationState & { ok: true; reason: string | null; changedAt: Date }) | { ok: false; code: TransitionErrorCode };

type Rule = {
  actors: readonly RegistrationActor[];
  from: readonly RegistrationStatus[];
  isReasonRequired: boolean;
};

const RULES: Record<RegistrationAction, Rule> = {
  approve: { actors: ['staff'], from: ['pending'], isReasonRequired: false },
  reject: { actors: ['staff'], from: ['pending'], isReasonRequired: true },
  cancel: { actors: ['staff', 'system'], from: ['approved'], isReasonRequired: true },
  withdraw: { actors: ['guardian'], from: LIVE_STATUSES, isReasonRequired: false },
  delete: { actors: ['staff'], from: DELETABLE_STATUSES, isReasonRequired: true },
  restore: { actors: ['staff'], from: ['deleted'], isReasonRequired: false },
};

/**
 * The registration status machine (docs/product/rules.md#registration-statuses). Checks, in this
 * order, who may take the action (`FORBIDDEN_ACTION`, so a refused actor learns nothing of the
 * registration's state), whether the action applies to the current status (`INVALID_TRANSITION`)
 * and whether a required reason is given (`REASON_REQUIRED`).
 */
export function transitionRegistration(
  state: RegistrationState,
  action: RegistrationAction,
  { actor, now, reason }: TransitionContext,
): TransitionResult {
  const rule = RULES[action];
  if (!rule.actors.includes(actor)) return { ok: false, code: 'FORBIDDEN_ACTION' };
  if (!rule.from.includes(state.status)) return { ok: false, code: 'INVALID_TRANSITION' };
  const givenReason = reason?.trim() || null;
  if (rule.isReasonRequired && givenReason === null) return { ok: false, code: 'REASON_REQUIRED' };
  const changed = (status: RegistrationStatus, statusBeforeDeletion: DeletableStatus | null, why: string | null) =>
    ({ ok: true, status, statusBeforeDeletion, reason: why, changedAt: now }) as const;

  switch (action) {
    case 'approve':
      return changed('approved', null, givenReason);
    case 'reject':
      return changed('rejected', null, givenReason);
    case 'cancel':
      return changed('cancelled', null, givenReason);
    case 'withdraw':
      return changed('cancelled', null, WITHDRAWN_REASON);
    case 'delete':
      if (!isDeletableStatus(state.status)) return { ok: false, code: 'INVALID_TRANSITION' };
      return changed('deleted', state.status, givenReason);
    case 'restore':
      // A deleted row that never recorded its status has nowhere to go back to.
      if (state.statusBeforeDeletion === null) return { ok: false, code: 'INVALID_TRANSITION' };
      return changed(state.statusBeforeDeletion, null, givenReason);
  }
}
