import { describe, expect, it } from 'vitest';
import { ACTIVE_WINDOW_MS, isRefreshDue } from './session-keeper.ts';
import { SESSION_REFRESH_MS } from '../lib/session.tsx';

describe('session refresh', () => {
  it('runs every 60 000 ms', () => {
    expect(SESSION_REFRESH_MS).toBe(60_000);
  });

  it('is due for a visible tab with recent activity', () => {
    const now = 1_000_000_000;
    expect(isRefreshDue(true, now - 30_000, now)).toBe(true);
    expect(isRefreshDue(true, now - ACTIVE_WINDOW_MS + 1, now)).toBe(true);
  });

  it('is not due in a hidden tab, or once the user has been idle for the window', () => {
    const now = 1_000_000_000;
    expect(isRefreshDue(false, now, now)).toBe(false);
    expect(isRefreshDue(true, now - ACTIVE_WINDOW_MS, now)).toBe(false);
  });
});
