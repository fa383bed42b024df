import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { setupTestApp, type TestApp } from '../helpers/test-app.ts';

/** The product opened at an address nobody configured: a loopback IP, or the machine's LAN address. */
const OPENED_AT = 'http://127.0.0.1:3123';
const LAN = 'http://192.0.2.15:3000';

const unconfigured = setupTestApp({ isPublicUrlSet: false, publicUrl: 'http://localhost:3000' });
const configured = setupTestApp({ allowedOrigins: ['https://staff.voyage.example'] });

/** A sign-in as a browser at `origin` sends it: the Host it was opened at, its Origin, the CSRF pair. */
function signIn(t: TestApp, origin: string, host = new URL(origin).host, password = TEST_ADMIN.password) {
  const { cookie, header } = t.csrf();
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { cookie, 'x-csrftoken': header, origin, host },
    payload: { email: TEST_ADMIN.email, password },
  });
}

describe('the Origin check without PUBLIC_URL', () => {
  it.each([OPENED_AT, LAN, 'http://localhost:3000'])('signs in from the address it was opened at (%s)', async (at) => {
    const response = await signIn(unconfigured, at);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['set-cookie']).toBeDefined();
  });

  it('still refuses a foreign Origin, even one naming the same Host', async () => {
    const foreign = await signIn(unconfigured, 'https://evil.example', '127.0.0.1:3123');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('CSRF_FAILED');
    const otherPort = await signIn(unconfigured, 'http://127.0.0.1:4000', '127.0.0.1:3123');
    expect(otherPort.statusCode).toBe(403);
  });
});

describe('the Origin check with PUBLIC_URL set', () => {
  it('refuses the request origin it would accept unconfigured', async () => {
    const response = await signIn(configured, OPENED_AT);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_FAILED');
  });

  it('accepts an origin of ALLOWED_ORIGINS', async () => {
    const response = await signIn(configured, 'https://staff.voyage.example', 'voyage.test');
    expect(response.statusCode, response.body).toBe(200);
  });
});
