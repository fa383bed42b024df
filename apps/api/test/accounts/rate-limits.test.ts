import { describe, expect, it } from 'vitest';
import { ensureGuardianUser, GUARDIAN_PASSWORD } from '../helpers/guardian-users.ts';
import { addRegistration, removeAddedRegistrationsAfterAll } from './fixtures.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { browserPost } from '../helpers/browser-post.ts';

// SIGN_IN_RATE_LIMIT_MAX governs every attempt-like call; a low value keeps this file short.
const t = setupTestApp({ signInRateLimitMax: 2 });
removeAddedRegistrationsAfterAll(t);

const cases = [
  {
    name: 'e-mail sign-in link',
    method: 'POST',
    url: '/api/auth/sign-in/magic-link',
    payload: { email: 'someone@example.com' },
  },
  {
    name: 'password reset request',
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: 'someone@example.com' },
  },
  {
    name: 'new password from a reset link',
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: 'x', newPassword: 'a good passphrase' },
  },
  { name: 'e-mail link sign-in', method: 'GET', url: '/api/auth/magic-link/verify?token=guess', payload: undefined },
  {
    name: 'account creation',
    method: 'POST',
    url: '/api/accounts',
    payload: {
      type: 'admin',
      token: 'A'.repeat(43),
      name: 'X',
      password: 'a good passphrase',
      passwordConfirm: 'a good passphrase',
    },
  },
  { name: 'account link lookup', method: 'POST', url: '/api/accounts/link', payload: { token: 'B'.repeat(43) } },
] as const;

describe('attempt limits per client address', () => {
  it.each(cases)('answer 429 RATE_LIMITED with Retry-After on the $name', async ({ method, url, payload }) => {
    const attempt = () => t.app.inject({ method, url, headers: method === 'GET' ? {} : t.unsafeHeaders(), payload });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 2)).not.toContain(429);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: expect.any(String) });
  });

  it('do not apply to the double-slash variant by letting it through: it is not a route at all', async () => {
    const response = await browserPost(t, '//api/auth/sign-in/email', {});
    expect(response.statusCode).toBe(404);
  });
});

describe('attempt limits per account', () => {
  let nextAddress = 10;
  /** Each try from another address, as a botnet would: the per-address limit never applies. */
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: t.unsafeHeaders(),
      remoteAddress: `203.0.113.${(nextAddress += 1)}`,
      payload: { email, password },
    });

  it('lock a family out after the same tries from any addresses, answering an unknown address alike', async () => {
    const family = await addRegistration(t.db);
    await ensureGuardianUser(t.db, family.guardianEmail);
    const unknown = `nobody-${family.id.slice(0, 8)}@example.com`;
    const answers = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 2; i += 1) {
      answers.known.push((await signIn(family.guardianEmail, 'a wrong password here')).statusCode);
      answers.unknown.push((await signIn(unknown, 'a wrong password here')).statusCode);
    }
    expect(answers).toEqual({ known: [401, 401], unknown: [401, 401] });

    // Locked: the right password too, in another case, from a new address; the same answer either way.
    const known = await signIn(family.guardianEmail.toUpperCase(), GUARDIAN_PASSWORD);
    const stranger = await signIn(unknown, GUARDIAN_PASSWORD);
    for (const locked of [known, stranger]) {
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    expect(known.json()).toEqual(stranger.json());
    expect(known.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);

    // Refused before any account is looked up: an unknown address takes as long as a known one.
    const timed = async (email: string) => {
      const startedAt = performance.now();
      for (let i = 0; i < 5; i += 1) await signIn(email, GUARDIAN_PASSWORD);
      return performance.now() - startedAt;
    };
    const [knownMs, unknownMs] = [await timed(family.guardianEmail), await timed(unknown)];
    expect(Math.max(knownMs, unknownMs) / Math.min(knownMs, unknownMs)).toBeLessThan(3);
    // Another account is not affected.
    const other = await addRegistration(t.db);
    await ensureGuardianUser(t.db, other.guardianEmail);
    expect((await signIn(other.guardianEmail, GUARDIAN_PASSWORD)).statusCode).toBe(200);
  });
});
