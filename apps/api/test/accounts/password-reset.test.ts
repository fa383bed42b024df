import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verification } from '../../src/db/schema/index.ts';
import { addRegistration, auditRows, setupAppWithRegistrations } from './fixtures.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { ensureGuardianUser } from '../helpers/guardian-users.ts';
import { linkMailedTo, messagesTo } from './mailed-links.ts';
import { browserPost } from '../helpers/browser-post.ts';

const t = setupAppWithRegistrations();

async function guardianWithPassword(password = 'first password of mine') {
  const registration = await addRegistration(t.db);
  const userId = await ensureGuardianUser(t.db, registration.guardianEmail, password);
  return { email: registration.guardianEmail, password, userId };
}

const requestReset = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { ...t.unsafeHeaders(), ...headers },
    payload,
  });

const resetPassword = (token: string, newPassword: string) =>
  browserPost(t, '/api/auth/reset-password', { token, newPassword });

const signInStatus = async (email: string, password: string) =>
  (await browserPost(t, '/api/auth/sign-in/email', { email, password })).statusCode;

async function mailedToken(email: string): Promise<string> {
  const link = await linkMailedTo(t.db, email, 'password-reset');
  return link.searchParams.get('token')!;
}

describe('password reset', () => {
  it('mails a link on PUBLIC_URL even when Host and X-Forwarded-Host name another site', async () => {
    const guardian = await guardianWithPassword();
    const response = await requestReset(
      { email: guardian.email, locale: 'en' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    );
    expect(response.statusCode).toBe(200);
    const [message] = await messagesTo(t.db, guardian.email, 'password-reset');
    expect(message?.locale).toBe('en');
    expect(message?.textBody).not.toContain('evil.example');
    expect(message?.htmlBody).not.toContain('evil.example');
    const link = await linkMailedTo(t.db, guardian.email, 'password-reset');
    expect(link.href.startsWith(`${TEST_PUBLIC_URL}/reset-password?token=`)).toBe(true);
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const guardian = await guardianWithPassword();
    const known = await requestReset({ email: guardian.email });
    const unknown = await requestReset({ email: 'nobody-at-all@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await messagesTo(t.db, 'nobody-at-all@example.com')).toEqual([]);
  });

  it('sets the new password once, ends every session and audits the change', async () => {
    const guardian = await guardianWithPassword();
    const before = await t.signIn(guardian.email, guardian.password);
    await requestReset({ email: guardian.email });
    const token = await mailedToken(guardian.email);

    const response = await resetPassword(token, 'my brand new passphrase');
    expect(response.statusCode).toBe(200);
    expect(await signInStatus(guardian.email, guardian.password)).toBe(401);
    expect(await signInStatus(guardian.email, 'my brand new passphrase')).toBe(200);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: before } })).json()).toEqual({ user: null });
    const [row] = await auditRows(t.db, 'auth.password-changed', guardian.userId);
    expect(row?.details).toEqual({ via: 'reset' });

    const replay = await resetPassword(token, 'yet another passphrase');
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('TOKEN_EXPIRED');
    expect(await signInStatus(guardian.email, 'yet another passphrase')).toBe(401);
  });

  it('refuses an expired link', async () => {
    const guardian = await guardianWithPassword();
    await requestReset({ email: guardian.email });
    const token = await mailedToken(guardian.email);
    // As if an hour had passed: the newest verification row (this link's; identifiers are stored hashed) expires.
    await t.db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(
        sql`${verification.id} = (select id from ${verification} order by ${verification.createdAt} desc limit 1)`,
      );
    const response = await resetPassword(token, 'my brand new passphrase');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
    expect(await signInStatus(guardian.email, guardian.password)).toBe(200);
  });

  it('stores only a digest of the token', async () => {
    const guardian = await guardianWithPassword();
    await requestReset({ email: guardian.email });
    const token = await mailedToken(guardian.email);
    const rows = await t.db.select().from(verification);
    expect(rows.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(false);
  });

  it.each([
    ['short', 'validation.passwordMin'],
    ['password123', 'validation.passwordCommon'],
  ])('refuses the new password %j with %s and keeps the link usable', async (newPassword, message) => {
    const guardian = await guardianWithPassword();
    await requestReset({ email: guardian.email });
    const token = await mailedToken(guardian.email);
    const response = await resetPassword(token, newPassword);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { newPassword: [message] } });
    expect((await resetPassword(token, 'a perfectly fine passphrase')).statusCode).toBe(200);
  });

  it('says the e-mail is required when it is empty', async () => {
    const response = await requestReset({ email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.email).toEqual(['validation.required']);
  });
});
