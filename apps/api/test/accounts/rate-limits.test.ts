import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app.ts';
import { browserPost } from '../helpers/browser-post.ts';

// SIGN_IN_RATE_LIMIT_MAX governs every attempt-like call; a low value keeps this file short.
const t = setupTestApp({ signInRateLimitMax: 2 });

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
