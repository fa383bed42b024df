import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app.ts';
import { schoolOf } from '../registration/registration-kit.ts';

const HTTPS_URL = 'https://voyage.example.org';
const http = setupTestApp();
const https = setupTestApp({ publicUrl: HTTPS_URL });

const setCookies = (headers: Record<string, unknown>) => [headers['set-cookie'] ?? []].flat() as string[];
const csrfTokenOf = (response: { headers: Record<string, unknown> }) =>
  setCookies(response.headers)
    .find((cookie) => cookie.startsWith('__Host-csrftoken='))!
    .split(';')[0]!
    .split('=')[1]!;

describe('cookie names under an https PUBLIC_URL', () => {
  it('sets the anti-forgery cookie as __Host-csrftoken, secure, for path /', async () => {
    const response = await https.app.inject({ url: '/api/trip/active' });
    const csrf = setCookies(response.headers).find((cookie) => cookie.startsWith('__Host-csrftoken='));
    expect(csrf).toBeDefined();
    expect(csrf).toMatch(/; Path=\/(;|$)/);
    expect(csrf).toMatch(/; Secure/);
  });

  it('sets the registration cookie as __Host-voyage.registration for path /, and reads only that name back', async () => {
    const school = await schoolOf(https.db, 'active');
    const token = csrfTokenOf(await https.app.inject({ url: '/api/trip/active' }));
    const start = await https.app.inject({
      method: 'POST',
      url: '/api/registration/start',
      headers: { cookie: `__Host-csrftoken=${token}`, 'x-csrftoken': token, origin: HTTPS_URL },
      payload: { tripId: school.tripId, registrationCode: school.code },
    });
    expect(start.statusCode, start.body).toBe(201);
    const draft = setCookies(start.headers).find((cookie) => cookie.startsWith('__Host-voyage.registration='))!;
    expect(draft).toMatch(/; Path=\/(;|$)/);
    expect(draft).toMatch(/; Secure/);
    const value = draft.split(';')[0]!.split('=')[1]!;

    const read = (cookie: string) =>
      https.app.inject({ url: `/api/registration/draft?trip_id=${school.tripId}`, headers: { cookie } });
    const own = await read(`__Host-voyage.registration=${value}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).not.toBeNull();
    // Under https the plain name is somebody else's cookie: ignored, as if there were none.
    const planted = await read(`voyage.registration=${value}`);
    expect(planted.statusCode).toBe(200);
    expect(planted.json()).toBeNull();
    expect(planted.body).toBe((await read('')).body);
  });

  it('does not accept the plain csrftoken name as the anti-forgery cookie under https', async () => {
    const token = 'b'.repeat(43);
    const response = await https.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { cookie: `csrftoken=${token}`, 'x-csrftoken': token, origin: HTTPS_URL },
      payload: { email: 'a@b.c', password: 'whatever password' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_FAILED');
  });
});

describe('a cookie of ours sent twice', () => {
  it.each([
    ['csrftoken', http],
    ['voyage.session_token', http],
    ['voyage.registration', http],
    ['__Host-csrftoken', https],
  ] as const)('is refused (%s), and the answer expires it', async (name, t) => {
    const response = await t.app.inject({
      url: '/api/trip/active',
      headers: { cookie: `${name}=${'c'.repeat(43)}; other=1; ${name}=${'d'.repeat(43)}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('COOKIE_CONFLICT');
    expect(setCookies(response.headers).some((cookie) => cookie.startsWith(`${name}=;`))).toBe(true);
  });

  it('leaves other cookies sent twice alone', async () => {
    const response = await http.app.inject({ url: '/api/trip/active', headers: { cookie: 'theme=a; theme=b' } });
    expect(response.statusCode).toBe(200);
  });
});
