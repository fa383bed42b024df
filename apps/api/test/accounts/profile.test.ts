import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user as userTable } from '../../src/db/schema/index.ts';
import { addRegistration, auditRows, setupAppWithRegistrations } from './fixtures.ts';
import { ensureGuardianUser, GUARDIAN_PASSWORD } from '../helpers/guardian-users.ts';
import { browserPost } from '../helpers/browser-post.ts';

const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });

async function twoClients() {
  const registration = await addRegistration(t.db);
  await ensureGuardianUser(t.db, registration.guardianEmail);
  const client1 = await t.signIn(registration.guardianEmail, GUARDIAN_PASSWORD);
  const client2 = await t.signIn(registration.guardianEmail, GUARDIAN_PASSWORD);
  return { email: registration.guardianEmail, client1, client2 };
}

const me = async (cookie: string) => (await t.app.inject({ url: '/api/session', headers: { cookie } })).json().user;

describe('My Profile', () => {
  it('changes the name, and nothing else', async () => {
    const { client1 } = await twoClients();
    const renamed = await browserPost(t, '/api/auth/update-user', { name: '  Maria K. ' }, client1);
    expect(renamed.statusCode).toBe(200);
    expect((await me(client1)).name).toBe('Maria K.');

    for (const payload of [{ name: 'X', role: 'admin' }, { name: 'X', email: 'other@example.com' }, { name: '' }]) {
      const refused = await browserPost(t, '/api/auth/update-user', payload, client1);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await me(client1)).toMatchObject({ name: 'Maria K.', role: 'guardian' });
  });

  it('lists the active sessions without their tokens', async () => {
    const { client1 } = await twoClients();
    const response = await t.app.inject({ url: '/api/auth/list-sessions', headers: { cookie: client1 } });
    expect(response.statusCode).toBe(200);
    const sessions = response.json() as Record<string, unknown>[];
    expect(sessions).toHaveLength(2);
    for (const entry of sessions) {
      expect(entry).not.toHaveProperty('token');
      expect(entry).toMatchObject({
        id: expect.any(String),
        userAgent: expect.any(String),
        lastActiveAt: expect.any(String),
      });
    }
    const token = client1.split('=')[1]!.split('.')[0]!;
    expect(response.body).not.toContain(token);
  });

  it('signs out of the other sessions and keeps this one', async () => {
    const { client1, client2 } = await twoClients();
    const response = await browserPost(t, '/api/auth/revoke-other-sessions', {}, client1);
    expect(response.statusCode).toBe(200);
    expect(await me(client2)).toBeNull();
    expect(await me(client1)).not.toBeNull();
  });

  it('is for signed-in users only', async () => {
    const response = await browserPost(t, '/api/auth/update-user', { name: 'Nobody' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('the weekly digest setting', () => {
  it('is on by default, turned off and on again from My Profile, each change audited', async () => {
    const { client1 } = await twoClients();
    expect(await me(client1)).toMatchObject({ weeklyDigest: true });
    const off = await browserPost(t, '/api/auth/update-user', { weeklyDigest: false }, client1);
    expect(off.statusCode, off.body).toBe(200);
    const user = await me(client1);
    expect(user).toMatchObject({ weeklyDigest: false, name: expect.any(String) });
    const [row] = await t.db.select().from(userTable).where(eq(userTable.id, user.id));
    expect(row?.weeklyDigest).toBe(false);
    expect((await browserPost(t, '/api/auth/update-user', { weeklyDigest: true }, client1)).statusCode).toBe(200);
    expect(await me(client1)).toMatchObject({ weeklyDigest: true });
    const audits = await auditRows(t.db, 'account.weekly-digest-changed', user.id);
    expect(audits.map((entry) => entry.details)).toEqual([{ weeklyDigest: true }, { weeklyDigest: false }]);

    for (const payload of [{}, { weeklyDigest: 'no' }]) {
      const refused = await browserPost(t, '/api/auth/update-user', payload, client1);
      expect(refused.statusCode).toBe(400);
    }
  });
});
