import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../src/db/schema/index.ts';
import { addRegistration, auditRows, sessionCookieOf, setupAppWithRegistrations } from './fixtures.ts';
import { TEST_ADMIN, TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { injectPath, linkMailedTo, messagesTo } from './mailed-links.ts';

const t = setupAppWithRegistrations();
const url = '/api/auth/sign-in/magic-link';

const requestLink = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: t.unsafeHeaders(), payload });

describe('POST /api/auth/sign-in/magic-link', () => {
  it("creates a registration's guardian on first use, lands on My Voyage and audits the sign-in", async () => {
    const registration = await addRegistration(t.db, { language: 'en' });
    const response = await requestLink({ email: registration.guardianEmail.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });

    const [message] = await messagesTo(t.db, registration.guardianEmail, 'magic-link');
    expect(message?.locale).toBe('en');
    const link = await linkMailedTo(t.db, registration.guardianEmail, 'magic-link');
    expect(link.href.startsWith(`${TEST_PUBLIC_URL}/api/auth/magic-link/verify?`)).toBe(true);
    expect(link.searchParams.get('callbackURL')).toBe('/my-voyage');

    const verified = await t.app.inject({ url: injectPath(link) });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe(`${TEST_PUBLIC_URL}/my-voyage`);
    const cookie = sessionCookieOf(verified);
    expect(cookie).toBeDefined();
    const me = await t.app.inject({ url: '/api/session', headers: { cookie: cookie! } });
    expect(me.json().user).toMatchObject({
      email: registration.guardianEmail,
      role: 'guardian',
      name: registration.guardianName,
    });

    const [created] = await t.db.select().from(user).where(eq(user.email, registration.guardianEmail));
    expect(created?.emailVerified).toBe(true);
    const [row] = await auditRows(t.db, 'auth.sign-in', created!.id);
    expect(row?.details).toEqual({ method: 'magic-link' });
  });

  it('works once: the same link a second time signs nobody in', async () => {
    const registration = await addRegistration(t.db);
    await requestLink({ email: registration.guardianEmail, callbackURL: '/my-voyage', errorCallbackURL: '/login' });
    const link = await linkMailedTo(t.db, registration.guardianEmail, 'magic-link');
    expect((await t.app.inject({ url: injectPath(link) })).statusCode).toBe(302);
    const again = await t.app.inject({ url: injectPath(link) });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toContain('/login?error=');
    expect(sessionCookieOf(again)).toBeUndefined();
    const [refused] = await auditRows(t.db, 'auth.sign-in-refused', 'GET /api/auth/magic-link/verify');
    expect(refused).toMatchObject({ ip: '127.0.0.1', details: { status: 302, code: expect.any(String) } });
    expect(JSON.stringify(refused)).not.toContain(link.searchParams.get('token')!);
  });

  it("sends an admin's link to the dashboard, in Greek unless asked otherwise", async () => {
    await requestLink({ email: TEST_ADMIN.email });
    const [message] = await messagesTo(t.db, TEST_ADMIN.email, 'magic-link');
    expect(message?.locale).toBe('el');
    const link = await linkMailedTo(t.db, TEST_ADMIN.email, 'magic-link');
    expect(link.searchParams.get('callbackURL')).toBe('/dashboard');
    const verified = await t.app.inject({ url: injectPath(link) });
    expect(verified.headers.location).toBe(`${TEST_PUBLIC_URL}/dashboard`);
  });

  it('keeps a callback path the screen asked for, and refuses one on another origin', async () => {
    await requestLink({ email: TEST_ADMIN.email, callbackURL: '/admins', locale: 'en' });
    const [message] = await messagesTo(t.db, TEST_ADMIN.email, 'magic-link');
    expect(message?.locale).toBe('en');
    expect((await linkMailedTo(t.db, TEST_ADMIN.email, 'magic-link')).searchParams.get('callbackURL')).toBe('/admins');
    for (const callbackURL of ['//evil.example/x', 'https://evil.example/']) {
      const response = await requestLink({ email: TEST_ADMIN.email, callbackURL });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.callbackURL).toEqual(['validation.invalid']);
    }
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const email = 'nobody-registered@example.com';
    const response = await requestLink({ email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });
    expect(await messagesTo(t.db, email)).toEqual([]);
    expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('answers 400 with field errors to a malformed e-mail', async () => {
    const response = await requestLink({ email: 'not an e-mail' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { email: ['validation.email'] } });
  });
});
