import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashAccountToken } from '../../src/accounts/account-token.ts';
import { accountTokens, session, user } from '../../src/db/schema/index.ts';
import { createPasswordUser } from '../../src/db/seed/seed-admin.ts';
import { revokeAdmin } from '../../src/accounts/services/revoke-admin.ts';
import { addRegistration, auditRows, sessionCookieOf, setupAppWithRegistrations } from './fixtures.ts';
import { TEST_ADMIN, TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { lookUpLink } from '../helpers/account-link-lookup.ts';
import { linkMailedTo, messagesTo } from './mailed-links.ts';
import { browserPost } from '../helpers/browser-post.ts';

const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });
const password = 'staff passphrase of mine';

const invite = async (email: string, locale: 'el' | 'en' = 'en', cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/administrators/invitations',
    headers: t.unsafeHeaders(cookie ?? (await t.signInAsAdmin())),
    payload: { email, locale, role: 'administrator', departureIds: [] },
  });

async function invitationToken(email: string): Promise<string> {
  const link = await linkMailedTo(t.db, email, 'admin-invitation');
  expect(link.pathname).toMatch(/^\/admin\/create\/account\/[A-Za-z0-9_-]{43}$/);
  return link.pathname.split('/').at(-1)!;
}

const accept = (token: string, name = 'New Admin') =>
  browserPost(t, '/api/accounts', { type: 'admin', token, name, password, passwordConfirm: password });

/** A second admin, signed in: their id and cookie. */
async function otherAdmin(): Promise<{ id: string; email: string; cookie: string }> {
  const email = `admin-${randomUUID().slice(0, 8)}@voyage.test`;
  const id = await createPasswordUser(t.db, { email, password, name: 'Other Admin', role: 'admin' });
  const { cookie } = await t.enrolTwoFactor(await t.signIn(email, password), password);
  return { id, email, cookie };
}

const newEmail = () => `invitee-${randomUUID().slice(0, 8)}@example.com`;

describe('admin invitations', () => {
  it('mail a single-use, 7-day link on PUBLIC_URL in the chosen language, listed until accepted', async () => {
    const email = newEmail();
    const response = await invite(email, 'en');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email, invitedBy: 'Voyage admin' });
    const [message] = await messagesTo(t.db, email, 'admin-invitation');
    expect(message?.locale).toBe('en');
    const link = await linkMailedTo(t.db, email, 'admin-invitation');
    expect(link.href.startsWith(`${TEST_PUBLIC_URL}/admin/create/account/`)).toBe(true);
    // The create-account page opens in the invitation's language, whatever the browser chose before.
    expect(link.searchParams.get('lang')).toBe('en');
    const token = await invitationToken(email);
    const [row] = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashAccountToken(token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(7 * 24 * 3_600_000, -4);

    const list = await t.app.inject({ url: '/api/admin/administrators', headers: { cookie: await t.signInAsAdmin() } });
    expect(list.json().invitations.map((entry: { email: string }) => entry.email)).toContain(email);
    expect((await auditRows(t.db, 'admin.invitation-created', row!.id)).length).toBe(1);

    const info = await lookUpLink(t, token);
    expect(info.json()).toMatchObject({
      purpose: 'admin-invitation',
      email,
      travellerName: null,
      accountExists: false,
    });

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().user).toMatchObject({ email, role: 'admin', name: 'New Admin' });
    // The new admin is signed in, but reaches admin data only once an authenticator is set up.
    const firstCookie = sessionCookieOf(accepted)!;
    const beforeEnrolment = await t.app.inject({ url: '/api/admin/administrators', headers: { cookie: firstCookie } });
    expect(beforeEnrolment.statusCode).toBe(403);
    expect(beforeEnrolment.json().code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    const { cookie } = await t.enrolTwoFactor(firstCookie, password);
    expect((await t.app.inject({ url: '/api/admin/administrators', headers: { cookie } })).statusCode).toBe(200);

    const again = await accept(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('TOKEN_USED');
    const after = await t.app.inject({ url: '/api/admin/administrators', headers: { cookie } });
    expect(after.json().admins.map((admin: { email: string }) => admin.email)).toContain(email);
    expect(after.json().invitations.map((entry: { email: string }) => entry.email)).not.toContain(email);
  });

  it('expire after 7 days', async () => {
    const email = newEmail();
    await invite(email);
    const token = await invitationToken(email);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.tokenHash, hashAccountToken(token)));
    const response = await accept(token);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });

  it('can be withdrawn, and a new invitation replaces the previous link', async () => {
    const email = newEmail();
    const first = (await invite(email)).json();
    const firstToken = await invitationToken(email);
    const second = (await invite(email, 'el')).json();
    expect((await accept(firstToken)).json().code).toBe('TOKEN_REVOKED');

    const secondToken = await invitationToken(email);
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/administrators/invitations/${second.id}`,
      headers: t.unsafeHeaders(await t.signInAsAdmin()),
    });
    expect(withdrawn.statusCode).toBe(204);
    expect((await accept(secondToken)).json().code).toBe('TOKEN_REVOKED');
    expect(await auditRows(t.db, 'admin.invitation-revoked', second.id)).toHaveLength(1);
    expect(first.id).not.toBe(second.id);

    const unknown = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/administrators/invitations/${randomUUID()}`,
      headers: t.unsafeHeaders(await t.signInAsAdmin()),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('are refused for an existing administrator (409 ALREADY_ADMIN) and for a malformed e-mail (400)', async () => {
    const existing = await invite(TEST_ADMIN.email);
    expect(existing.statusCode).toBe(409);
    expect(existing.json().code).toBe('ALREADY_ADMIN');
    const malformed = await invite('not-an-email');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors.email).toEqual(['validation.email']);
  });

  it('raise an existing guardian account to admin, ending its earlier sessions', async () => {
    const registration = await addRegistration(t.db);
    const guardianCookie = await t.signInAsGuardian(registration.guardianEmail);
    await invite(registration.guardianEmail);
    const response = await accept(await invitationToken(registration.guardianEmail), 'Parent And Staff');
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe('admin');
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: guardianCookie } })).json().user).toBeNull();
  });
});

describe('revoking an administrator', () => {
  it('makes them a guardian account, ends their sessions and refuses their next sign-in', async () => {
    const other = await otherAdmin();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/administrators/${other.id}`,
      headers: t.unsafeHeaders(await t.signInAsAdmin()),
    });
    expect(response.statusCode).toBe(204);
    const [row] = await t.db.select({ role: user.role }).from(user).where(eq(user.id, other.id));
    expect(row?.role).toBe('guardian');
    expect(await t.db.select().from(session).where(eq(session.userId, other.id))).toEqual([]);
    expect(
      (await t.app.inject({ url: '/api/admin/administrators', headers: { cookie: other.cookie } })).statusCode,
    ).toBe(401);
    const signIn = await browserPost(t, '/api/auth/sign-in/email', { email: other.email, password });
    expect(signIn.statusCode).toBe(401);
    expect(await auditRows(t.db, 'admin.revoked', other.id)).toHaveLength(1);
  });

  it('refuses yourself (409 CANNOT_REVOKE_SELF) and someone who is not an admin (404)', async () => {
    const me = await otherAdmin();
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/administrators/${me.id}`,
      headers: t.unsafeHeaders(me.cookie),
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('CANNOT_REVOKE_SELF');
    const nobody = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/administrators/${randomUUID()}`,
      headers: t.unsafeHeaders(me.cookie),
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('never leaves the product without an administrator, even when two revoke each other at once', async () => {
    const a = await otherAdmin();
    const b = await otherAdmin();
    const origin = { ip: null, requestId: null };
    const results = await Promise.allSettled([
      revokeAdmin({ db: t.db, targetUserId: b.id, ...origin, actorUserId: a.id }),
      revokeAdmin({ db: t.db, targetUserId: a.id, ...origin, actorUserId: b.id }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const roles = await t.db.select({ id: user.id, role: user.role }).from(user).where(eq(user.role, 'admin'));
    expect(roles.filter((row) => row.id === a.id || row.id === b.id)).toHaveLength(1);
  });
});

describe('the administrators API', () => {
  it('is for admins only: 401 anonymous, 403 guardian', async () => {
    expect((await t.app.inject({ url: '/api/admin/administrators' })).statusCode).toBe(401);
    const guardian = await t.signInAsGuardian();
    expect((await t.app.inject({ url: '/api/admin/administrators', headers: { cookie: guardian } })).statusCode).toBe(
      403,
    );
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/admin/administrators/invitations',
      headers: t.unsafeHeaders(guardian),
      payload: { email: newEmail(), locale: 'el' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('lists staff with name, e-mail, since, role and whether an authenticator is set up', async () => {
    const response = await t.app.inject({
      url: '/api/admin/administrators',
      headers: { cookie: await t.signInAsAdmin() },
    });
    const admin = response.json().admins.find((entry: { email: string }) => entry.email === TEST_ADMIN.email);
    expect(admin).toEqual({
      id: expect.any(String),
      name: 'Voyage admin',
      email: TEST_ADMIN.email,
      since: expect.any(String),
      twoFactorEnabled: true,
      role: 'administrator',
      departureIds: [],
    });
  });
});
