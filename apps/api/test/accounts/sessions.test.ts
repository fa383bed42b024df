import { SESSION_POLICY } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, travellers } from '../../src/db/schema/index.ts';
import { addRegistration, auditRows, sessionCookieOf, setupAppWithRegistrations } from './fixtures.ts';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { ensureGuardianUser, GUARDIAN_PASSWORD } from '../helpers/guardian-users.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { browserPost } from '../helpers/browser-post.ts';

// Many sign-ins in one file: the attempt limit has its own test.
const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });
const https = setupTestApp({ publicUrl: 'https://voyage.example' });

const signInResponse = (email: string, password: string, cookie = '') =>
  browserPost(t, '/api/auth/sign-in/email', { email, password }, cookie);

const sessionUser = async (cookie: string) =>
  (await t.app.inject({ url: '/api/session', headers: { cookie } })).json().user;

async function newGuardian() {
  const registration = await addRegistration(t.db);
  const userId = await ensureGuardianUser(t.db, registration.guardianEmail);
  return { ...registration, userId, email: registration.guardianEmail };
}

/** The session row behind a cookie. */
async function sessionRowOf(userId: string) {
  const rows = await t.db.select().from(session).where(eq(session.userId, userId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('session cookies', () => {
  it('are httpOnly, SameSite=Lax, Path=/, without Domain, and not Secure on plain HTTP', async () => {
    const response = await signInResponse(TEST_ADMIN.email, TEST_ADMIN.password);
    const cookie = response.cookies.find((entry) => entry.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ name: 'voyage.session_token', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.domain).toBeUndefined();
  });

  it('are Secure with the __Host- prefix when PUBLIC_URL is https', async () => {
    const response = await https.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...https.unsafeHeaders(), origin: 'https://voyage.example' },
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((entry) => entry.name.endsWith('session_token'));
    expect(cookie).toMatchObject({
      name: '__Host-voyage.session_token',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie?.domain).toBeUndefined();
  });
});

describe('session tokens', () => {
  it('are new at every sign-in: a cookie set before is not adopted', async () => {
    const planted = 'voyage.session_token=attacker-chosen-value.signature';
    const response = await signInResponse(TEST_ADMIN.email, TEST_ADMIN.password, planted);
    const issued = sessionCookieOf(response);
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);
    expect(await sessionUser(planted)).toBeNull();
  });

  it('replace the session the request came with: the old cookie stops working', async () => {
    const guardian = await newGuardian();
    const first = await t.signIn(guardian.email, GUARDIAN_PASSWORD);
    const second = sessionCookieOf(await signInResponse(guardian.email, GUARDIAN_PASSWORD, first));
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(await sessionUser(first)).toBeNull();
    expect((await sessionUser(second!)).email).toBe(guardian.email);
  });

  it('end on the server at sign-out: replaying the cookie gives 401 on a guarded route', async () => {
    const guardian = await newGuardian();
    const cookie = await t.signIn(guardian.email, GUARDIAN_PASSWORD);
    expect((await t.app.inject({ url: '/api/my/travellers', headers: { cookie } })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: t.unsafeHeaders(cookie), payload: {} });
    expect((await t.app.inject({ url: '/api/my/travellers', headers: { cookie } })).statusCode).toBe(401);
  });

  it('of other clients end when the password changes, even if the client did not ask', async () => {
    const guardian = await newGuardian();
    const client1 = await t.signIn(guardian.email, GUARDIAN_PASSWORD);
    const client2 = await t.signIn(guardian.email, GUARDIAN_PASSWORD);
    const response = await browserPost(
      t,
      '/api/auth/change-password',
      { currentPassword: GUARDIAN_PASSWORD, newPassword: 'a fresh passphrase', revokeOtherSessions: false },
      client1,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeUndefined();
    expect((await t.app.inject({ url: '/api/my/travellers', headers: { cookie: client2 } })).statusCode).toBe(401);
    const renewed = sessionCookieOf(response);
    expect((await sessionUser(renewed!)).email).toBe(guardian.email);
    const [row] = await auditRows(t.db, 'auth.password-changed', guardian.userId);
    expect(row?.details).toEqual({ via: 'profile' });
  });

  it('refuse a password change with a wrong current password or a common new one', async () => {
    const guardian = await newGuardian();
    const cookie = await t.signIn(guardian.email, GUARDIAN_PASSWORD);
    const change = (currentPassword: string, newPassword: string) =>
      browserPost(t, '/api/auth/change-password', { currentPassword, newPassword }, cookie);
    const wrong = await change('not my password', 'a fresh passphrase');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: ['validation.passwordIncorrect'] });
    const common = await change(GUARDIAN_PASSWORD, 'qwertyuiop');
    expect(common.json().fieldErrors).toEqual({ newPassword: ['validation.passwordCommon'] });
  });
});

describe('session time-outs', () => {
  it.each([
    ['admin', SESSION_POLICY.admin.idleMs / 3_600_000],
    ['guardian', SESSION_POLICY.guardian.idleMs / 3_600_000],
  ] as const)('end an idle %s session after %d hours and delete it', async (role, idleHours) => {
    const person =
      role === 'admin'
        ? { email: TEST_ADMIN.email, password: TEST_ADMIN.password }
        : { email: (await newGuardian()).email, password: GUARDIAN_PASSWORD };
    const cookie = sessionCookieOf(await signInResponse(person.email, person.password))!;
    const token = cookie.split('=')[1]!.split('.')[0]!;
    const [row] = await t.db.select().from(session).where(eq(session.token, token));
    await t.db
      .update(session)
      .set({ lastActiveAt: hoursAgo(idleHours - 0.05) })
      .where(eq(session.id, row!.id));
    expect(await sessionUser(cookie)).not.toBeNull();
    await t.db
      .update(session)
      .set({ lastActiveAt: hoursAgo(idleHours + 0.01) })
      .where(eq(session.id, row!.id));
    expect(await sessionUser(cookie)).toBeNull();
    expect(await t.db.select().from(session).where(eq(session.id, row!.id))).toEqual([]);
  });

  it('end an active admin session 12 hours after sign-in, and last 7 days for a guardian', async () => {
    const guardian = await newGuardian();
    const cookie = await t.signIn(guardian.email, GUARDIAN_PASSWORD);
    const row = await sessionRowOf(guardian.userId);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(SESSION_POLICY.guardian.absoluteMs);
    await t.db
      .update(session)
      .set({ createdAt: hoursAgo(7 * 24 - 1) })
      .where(eq(session.id, row.id));
    expect(await sessionUser(cookie)).not.toBeNull();
    await t.db
      .update(session)
      .set({ createdAt: hoursAgo(7 * 24 + 0.01) })
      .where(eq(session.id, row.id));
    expect(await sessionUser(cookie)).toBeNull();

    const admin = sessionCookieOf(await signInResponse(TEST_ADMIN.email, TEST_ADMIN.password))!;
    const [adminRow] = await t.db
      .select()
      .from(session)
      .where(eq(session.token, admin.split('=')[1]!.split('.')[0]!));
    expect(adminRow!.expiresAt.getTime() - adminRow!.createdAt.getTime()).toBe(SESSION_POLICY.admin.absoluteMs);
    await t.db
      .update(session)
      .set({ createdAt: hoursAgo(12.01) })
      .where(eq(session.id, adminRow!.id));
    expect(await sessionUser(admin)).toBeNull();
  });

  it('count GET /api/session as activity, written at most once a minute', async () => {
    const guardian = await newGuardian();
    const cookie = await t.signIn(guardian.email, GUARDIAN_PASSWORD);
    const row = await sessionRowOf(guardian.userId);
    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await t.db.update(session).set({ lastActiveAt: thirtySecondsAgo }).where(eq(session.id, row.id));
    await sessionUser(cookie);
    expect((await sessionRowOf(guardian.userId)).lastActiveAt).toEqual(thirtySecondsAgo);
    await t.db
      .update(session)
      .set({ lastActiveAt: hoursAgo(1) })
      .where(eq(session.id, row.id));
    await sessionUser(cookie);
    expect(Date.now() - (await sessionRowOf(guardian.userId)).lastActiveAt.getTime()).toBeLessThan(10_000);
  });
});

describe('who may sign in', () => {
  it('refuses a guardian account whose registrations are all deleted, like a wrong password', async () => {
    const guardian = await newGuardian();
    await t.db
      .update(travellers)
      .set({ status: 'deleted', statusBeforeDeletion: 'pending' })
      .where(eq(travellers.id, guardian.id));
    const response = await signInResponse(guardian.email, GUARDIAN_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('audits a failed password sign-in with the client address and the route, not what was typed', async () => {
    await signInResponse('someone.else@example.com', 'wrong password here');
    const [row] = await auditRows(t.db, 'auth.sign-in-refused');
    expect(row).toMatchObject({
      actorUserId: null,
      entityType: 'route',
      entityId: 'POST /api/auth/sign-in/email',
      details: { status: 401, code: 'INVALID_CREDENTIALS' },
    });
    expect(row?.ip).toBe('127.0.0.1');
    expect(JSON.stringify(row)).not.toContain('wrong password here');
    expect(JSON.stringify(row)).not.toContain('someone.else');
  });
});
