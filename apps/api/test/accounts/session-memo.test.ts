import { describe, expect, it } from 'vitest';
import { copyExpiresAt, createSessionMemo } from '../../src/accounts/auth/session-memo.ts';
import type { SessionLookup } from '../../src/accounts/auth/session-user.ts';

/** The memory of what a Cookie header meant never outlives the signed copy better-auth would trust itself. */

const AT = Date.UTC(2026, 10, 29, 12, 0, 0);
const copyUntil = (expiresAt: number) =>
  Buffer.from(JSON.stringify({ session: {}, expiresAt, signature: 'x' })).toString('base64url');
const lookup: SessionLookup = {
  user: {
    id: 'u1',
    name: 'Admin',
    email: 'admin@example.org',
    role: 'admin',
    twoFactorEnabled: true,
    weeklyDigest: false,
  },
  session: { id: 's1', createdAt: new Date(AT - 60_000), lastActiveAt: new Date(AT - 10_000) },
  setCookies: [],
};

describe('session memo', () => {
  it('answers the same cookies from memory for five seconds at most', () => {
    const memo = createSessionMemo();
    memo.keep('cookies', copyUntil(AT + 30_000), lookup, AT);
    expect(memo.read('cookies', AT + 4_999)).toBe(lookup);
    expect(memo.read('other cookies', AT + 1)).toBeUndefined();
    expect(memo.read('cookies', AT + 5_000)).toBeUndefined();
  });

  it('never past the signed copy’s own expiry', () => {
    const memo = createSessionMemo();
    memo.keep('cookies', copyUntil(AT + 2_000), lookup, AT);
    expect(memo.read('cookies', AT + 1_999)).toBe(lookup);
    expect(memo.read('cookies', AT + 2_000)).toBeUndefined();
  });

  it('keeps nothing for an expired or unreadable copy, and forgets on request', () => {
    const memo = createSessionMemo();
    memo.keep('expired', copyUntil(AT - 1), lookup, AT);
    memo.keep('unreadable', 'not-base64-json', lookup, AT);
    expect(memo.read('expired', AT)).toBeUndefined();
    expect(memo.read('unreadable', AT)).toBeUndefined();
    memo.keep('cookies', copyUntil(AT + 30_000), lookup, AT);
    memo.forget('cookies');
    expect(memo.read('cookies', AT + 1)).toBeUndefined();
    expect(copyExpiresAt(copyUntil(AT))).toBe(AT);
  });
});
