import { sessionUserSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();
const sessionSchema = z.object({ user: sessionUserSchema.nullable() });

describe('GET /api/session', () => {
  it('answers { user: null } without a session', async () => {
    const response = await t.app.inject({ url: '/api/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('answers the signed-in admin with id, name, e-mail, role and whether an authenticator is set up, only', async () => {
    const response = await t.app.inject({ url: '/api/session', headers: { cookie: await t.signInAsAdmin() } });
    const { user } = sessionSchema.parse(response.json());
    expect(user).toMatchObject({ email: TEST_ADMIN.email, role: 'admin', twoFactorEnabled: true });
    expect(Object.keys(response.json().user).sort()).toEqual([
      'email',
      'id',
      'name',
      'role',
      'twoFactorEnabled',
      'weeklyDigest',
    ]);
  });

  it('answers a guardian with the guardian role', async () => {
    const response = await t.app.inject({ url: '/api/session', headers: { cookie: await t.signInAsGuardian() } });
    expect(sessionSchema.parse(response.json()).user?.role).toBe('guardian');
  });

  it('sets the csrftoken cookie the SPA needs for its first unsafe call', async () => {
    const response = await t.app.inject({ url: '/api/session' });
    const csrf = response.cookies.find((cookie) => cookie.name === 'csrftoken');
    expect(csrf?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrf).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(csrf?.httpOnly).toBeFalsy();
  });

  it('does not set a new csrftoken when the request has one', async () => {
    const { cookie } = t.csrf();
    const response = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(response.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined();
  });
});
