import type { Role } from './auth.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a session lives (docs/product/security.md#session-lifetime): it ends after `idleMs` without a request, and
 * in any case `absoluteMs` after sign-in. Staff sessions are shorter: they can approve registrations and payments.
 */
export const SESSION_POLICY = {
  admin: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
  guardian: { idleMs: 24 * HOUR, absoluteMs: 7 * DAY },
} as const satisfies Record<Role, { idleMs: number; absoluteMs: number }>;

/** Activity is recorded at most this often, so a busy session does not write on every request. */
export const SESSION_ACTIVITY_RESOLUTION_MS = MINUTE;

/** The longest any session can live, whatever the role. */
export const SESSION_MAX_LIFETIME_MS = Math.max(...Object.values(SESSION_POLICY).map((policy) => policy.absoluteMs));

export type SessionTimes = { createdAt: Date; lastActiveAt: Date };

/** The instant the session ends if no further request comes: the earlier of its idle and absolute ends. */
export function sessionEndsAt(role: Role, times: SessionTimes): Date {
  const policy = SESSION_POLICY[role];
  const idleEnd = times.lastActiveAt.getTime() + policy.idleMs;
  const absoluteEnd = times.createdAt.getTime() + policy.absoluteMs;
  return new Date(Math.min(idleEnd, absoluteEnd));
}

export function isSessionExpired(role: Role, times: SessionTimes, now: Date): boolean {
  return now.getTime() >= sessionEndsAt(role, times).getTime();
}

/** Whether a request at `now` should be recorded as the session's latest activity. */
export function isActivityDue(lastActiveAt: Date, now: Date): boolean {
  return now.getTime() - lastActiveAt.getTime() >= SESSION_ACTIVITY_RESOLUTION_MS;
}

/**
 * What counts as a recent sign-in: a session made this long ago at most. Downloading the family's data asks
 * for one (docs/product/data-rights.md#export), so a session stolen or left open cannot take it all.
 */
export const RECENT_SIGN_IN_MS = 10 * MINUTE;

export function isRecentSignIn(signedInAt: Date, now: Date): boolean {
  return now.getTime() - signedInAt.getTime() <= RECENT_SIGN_IN_MS;
}
