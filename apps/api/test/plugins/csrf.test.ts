import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_ORIGIN } from '../helpers/constants.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();
const credentials = { email: TEST_ADMIN.email, password: 'wrong password here' };

describe('CSRF double-submit on unsafe /api calls', () => {
  it.each(['/api/auth/sign-in/email', '/api/auth/sign-out'])('refuses POST %s without X-CSRFToken', async (url) => {
    const { cookie } = t.csrf();
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, origin: TEST_ORIGIN },
      payload: credentials,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'CSRF_FAILED', message: expect.any(String) });
  });

  it('refuses a header that does not match the cookie', async () => {
    const { cookie } = t.csrf();
    const other = t.csrf();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { cookie, 'x-csrftoken': other.header, origin: TEST_ORIGIN },
      payload: credentials,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_FAILED');
  });

  it('refuses a header without any cookie', async () => {
    const { header } = t.csrf();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'x-csrftoken': header },
      payload: credentials,
    });
    expect(response.json().code).toBe('CSRF_FAILED');
  });

  it('refuses a foreign Origin even with a matching token', async () => {
    const { cookie, header } = t.csrf();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { cookie, 'x-csrftoken': header, origin: 'https://evil.example' },
      payload: credentials,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_FAILED');
  });

  it('lets a matching pair from our own origin through to the handler', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: t.unsafeHeaders(),
      payload: credentials,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)(
    'checks %s as well (unlike the original helper, PUT included)',
    async (method) => {
      const response = await t.app.inject({ method, url: '/api/registrations', payload: {} });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('CSRF_FAILED');
    },
  );

  it.each(['//api/auth/sign-in/email', '/%61pi/auth/sign-in/email', '/anything'])(
    'checks unsafe calls whatever the path (%s)',
    async (url) => {
      const response = await t.app.inject({ method: 'POST', url, payload: credentials });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('CSRF_FAILED');
    },
  );

  it('leaves safe methods alone', async () => {
    const response = await t.app.inject({ url: '/api/trip/all', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});
