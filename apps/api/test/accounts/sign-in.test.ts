import { apiErrorSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { browserPost } from '../helpers/browser-post.ts';

// A low limit keeps the rate-limit case short; it is this file's own app, so no other file is affected.
const t = setupTestApp({ signInRateLimitMax: 4 });
const behindProxy = setupTestApp({ signInRateLimitMax: 2, trustProxy: ['127.0.0.1'] });
const url = '/api/auth/sign-in/email';

describe('POST /api/auth/sign-in/email', () => {
  it('answers 401 INVALID_CREDENTIALS to a wrong password and sets no session cookie', async () => {
    const response = await browserPost(t, url, { email: TEST_ADMIN.email, password: 'not the password' });
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json()).code).toBe('INVALID_CREDENTIALS');
    expect(response.cookies.some((cookie) => cookie.name.endsWith('session_token') && cookie.value !== '')).toBe(false);
  });

  it('answers 401 the same way for an unknown e-mail', async () => {
    const response = await browserPost(t, url, { email: 'nobody@voyage.test', password: 'whatever password' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('signs in with the right password: an httpOnly, SameSite=Lax session cookie and no token in the body', async () => {
    const response = await browserPost(t, url, { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.json().token).toBeUndefined();
    expect(response.json().user.role).toBe('admin');
    expect(response.headers['cache-control']).toBe('no-store');

    const me = await t.app.inject({ url: '/api/session', headers: { cookie: `${session!.name}=${session!.value}` } });
    expect(me.json().user.email).toBe(TEST_ADMIN.email);
  });

  it('refuses sign-up: accounts are created by staff', async () => {
    const response = await browserPost(t, '/api/auth/sign-up/email', {
      email: 'new@voyage.test',
      password: 'a long enough password',
      name: 'New',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
  });

  it('answers 429 RATE_LIMITED with Retry-After once the attempts per address are used up', async () => {
    const attempt = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...t.unsafeHeaders(), ...headers },
        payload: { email: TEST_ADMIN.email, password: 'still not the password' },
      });
    let response = await attempt();
    for (let i = 0; i < 10 && response.statusCode !== 429; i += 1) response = await attempt();
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({ code: 'RATE_LIMITED', message: expect.any(String) });

    // X-Forwarded-For is not trusted without TRUST_PROXY: a made-up address changes nothing.
    expect((await attempt({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(429);
    // Even the right password waits.
    const right = await browserPost(t, url, { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(right.statusCode).toBe(429);
  });

  it('does not count other auth calls against the sign-in limit', async () => {
    const response = await t.app.inject({ url: '/api/auth/get-session' });
    expect(response.statusCode).toBe(200);
  });

  it('keys the limit on the forwarded client address when the proxy is trusted', async () => {
    const attempt = (client: string) =>
      behindProxy.app.inject({
        method: 'POST',
        url,
        remoteAddress: '127.0.0.1',
        headers: { ...behindProxy.unsafeHeaders(), 'x-forwarded-for': client },
        // An account per client: the limit per account has its own test (rate-limits.test.ts).
        payload: { email: `someone-${client}@example.com`, password: 'not the password either' },
      });
    let response = await attempt('198.51.100.1');
    for (let i = 0; i < 5 && response.statusCode !== 429; i += 1) response = await attempt('198.51.100.1');
    expect(response.statusCode).toBe(429);
    expect((await attempt('198.51.100.2')).statusCode).toBe(401);
  });
});
