import { describe, expect, it } from 'vitest';
import {
  isActivityDue,
  isSessionExpired,
  SESSION_MAX_LIFETIME_MS,
  SESSION_POLICY,
  sessionEndsAt,
} from './session-policy.ts';

const HOUR = 3_600_000;
const start = new Date('2027-03-01T08:00:00Z');
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

describe('session policy', () => {
  it('ends an idle admin session after 2 hours and a guardian one after 24', () => {
    const times = { createdAt: start, lastActiveAt: start };
    expect(isSessionExpired('admin', times, at(1.99))).toBe(false);
    expect(isSessionExpired('admin', times, at(2))).toBe(true);
    expect(isSessionExpired('guardian', times, at(23.9))).toBe(false);
    expect(isSessionExpired('guardian', times, at(24))).toBe(true);
  });

  it('ends an active session at its absolute lifetime: 12 hours for admins, 7 days for guardians', () => {
    expect(isSessionExpired('admin', { createdAt: start, lastActiveAt: at(11.9) }, at(11.95))).toBe(false);
    expect(isSessionExpired('admin', { createdAt: start, lastActiveAt: at(11.9) }, at(12))).toBe(true);
    expect(sessionEndsAt('guardian', { createdAt: start, lastActiveAt: at(7 * 24 - 1) })).toEqual(at(7 * 24));
  });

  it('records activity at most once a minute', () => {
    expect(isActivityDue(start, new Date(start.getTime() + 59_999))).toBe(false);
    expect(isActivityDue(start, new Date(start.getTime() + 60_000))).toBe(true);
  });

  it('knows the longest lifetime of any role', () => {
    expect(SESSION_MAX_LIFETIME_MS).toBe(SESSION_POLICY.guardian.absoluteMs);
  });
});
