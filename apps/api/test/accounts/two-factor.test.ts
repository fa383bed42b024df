import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { twoFactor, user } from '../../src/db/schema/index.ts';
import { createPasswordUser } from '../../src/db/seed/seed-admin.ts';
import { auditRows, sessionCookieOf } from './fixtures.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { stepAt, totpAt } from '../helpers/totp.ts';
import { messagesTo } from './mailed-links.ts';
import { browserPost } from '../helpers/browser-post.ts';

const t = setupTestApp({ signInRateLimitMax: 1000 });
const password = 'an admin passphrase for codes';
const STEP_MS = 30_000;

/** Time moves by whole 30-second steps (the clock of better-auth and of the step check alike). */
function atStep(step: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(step * STEP_MS + 1_000);
}
afterEach(() => vi.useRealTimers());

async function newAdmin() {
  const email = `admin-${randomUUID().slice(0, 8)}@voyage.test`;
  const id = await createPasswordUser(t.db, { email, password, name: 'Two Factor Admin', role: 'admin' });
  return { id, email };
}

const passwordSignIn = (email: string, pass = password) =>
  browserPost(t, '/api/auth/sign-in/email', { email, password: pass });

/** The signed `two_factor` cookie of a password sign-in that now waits for a code. */
function challengeOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((entry) => entry.name.endsWith('two_factor') && entry.value !== '');
  if (!cookie) throw new Error('no two-factor challenge');
  return `${cookie.name}=${cookie.value}`;
}

const verify = (kind: 'totp' | 'backup-code', cookie: string, code: string) =>
  browserPost(t, `/api/auth/two-factor/verify-${kind}`, { code }, cookie);

const sessionOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/session', headers: { cookie } })).json<{
    user: { twoFactorEnabled: boolean } | null;
  }>().user;

/** A new admin, enrolled: id, e-mail, secret and recovery codes, and the step the first code used. */
async function enrolledAdmin() {
  const admin = await newAdmin();
  const cookie = sessionCookieOf(await passwordSignIn(admin.email))!;
  const step = stepAt();
  const enrolment = await t.enrolTwoFactor(cookie, password);
  return { ...admin, ...enrolment, step };
}

describe('an admin without a second factor', () => {
  it('gets a session that reaches no admin data: every admin route answers 403 TWO_FACTOR_ENROLMENT_REQUIRED', async () => {
    const admin = await newAdmin();
    const signedIn = await passwordSignIn(admin.email);
    expect(signedIn.json()).not.toHaveProperty('twoFactorRedirect');
    const cookie = sessionCookieOf(signedIn)!;
    expect(await sessionOf(cookie)).toMatchObject({ role: 'admin', twoFactorEnabled: false });
    for (const url of ['/api/admin/administrators', '/api/dashboard', '/api/admin/audit', '/api/departures']) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({
        code: 'TWO_FACTOR_ENROLMENT_REQUIRED',
        message: expect.any(String),
      });
    }
  });

  it('enrols with the password again and a first code; the secret and the codes are stored encrypted, the audit row holds neither', async () => {
    const admin = await newAdmin();
    const cookie = sessionCookieOf(await passwordSignIn(admin.email))!;
    const wrongPassword = await browserPost(t, '/api/auth/two-factor/enable', { password: 'not my password' }, cookie);
    expect(wrongPassword.statusCode).toBe(400);
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, admin.id))).toEqual([]);

    const enrolment = await t.enrolTwoFactor(cookie, password);
    expect(enrolment.backupCodes).toHaveLength(10);
    for (const code of enrolment.backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    const [stored] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, admin.id));
    expect(stored!.secret).not.toContain(enrolment.secret);
    expect(stored!.backupCodes).not.toContain(enrolment.backupCodes[0]);
    // The first code's session replaces the password-only one, which ends.
    expect(await sessionOf(cookie)).toBeNull();
    expect(await sessionOf(enrolment.cookie)).toMatchObject({ twoFactorEnabled: true });
    expect(
      (await t.app.inject({ url: '/api/admin/administrators', headers: { cookie: enrolment.cookie } })).statusCode,
    ).toBe(200);

    const [row] = await auditRows(t.db, 'auth.two-factor-enrolled', admin.id);
    expect(row).toMatchObject({ actorUserId: admin.id });
    expect(JSON.stringify(row)).not.toContain(enrolment.secret);
  });

  it('cannot start over once enrolled (TOTP_ALREADY_ENABLED), nor read the secret again', async () => {
    const admin = await enrolledAdmin();
    const again = await browserPost(t, '/api/auth/two-factor/enable', { password }, admin.cookie);
    expect(again.statusCode).toBe(400);
    for (const path of ['get-totp-uri', 'disable', 'generate-backup-codes']) {
      const response = await browserPost(t, `/api/auth/two-factor/${path}`, { password }, admin.cookie);
      expect(response.statusCode, path).toBe(404);
    }
  });
});

describe('signing in with a second factor', () => {
  it('the password alone gives no session, only a challenge', async () => {
    const admin = await enrolledAdmin();
    const response = await passwordSignIn(admin.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(
      (await t.app.inject({ url: '/api/admin/administrators', headers: { cookie: challengeOf(response) } })).statusCode,
    ).toBe(401);
  });

  it('a code works only in its own 30-second step, and only once', async () => {
    const admin = await enrolledAdmin();
    const step = admin.step + 2;
    atStep(step);
    const challenge = challengeOf(await passwordSignIn(admin.email));

    for (const other of [step - 1, step + 1]) {
      const refused = await verify('totp', challenge, await totpAt(admin.secret, other));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    }
    const code = await totpAt(admin.secret, step);
    const accepted = await verify('totp', challenge, code);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).not.toHaveProperty('token');
    const cookie = sessionCookieOf(accepted)!;
    expect((await t.app.inject({ url: '/api/admin/administrators', headers: { cookie } })).statusCode).toBe(200);
    expect((await auditRows(t.db, 'auth.sign-in', admin.id))[0]?.details).toEqual({ method: 'totp' });

    // The same code again, in its step still, for a second sign-in: refused.
    const replay = await verify('totp', challengeOf(await passwordSignIn(admin.email)), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    expect(sessionCookieOf(replay)).toBeUndefined();

    // The next step's code, once that step has come, works.
    atStep(step + 1);
    const later = await verify(
      'totp',
      challengeOf(await passwordSignIn(admin.email)),
      await totpAt(admin.secret, step + 1),
    );
    expect(later.statusCode).toBe(200);
  });

  it('the code of the enrolment step cannot sign in', async () => {
    const admin = await enrolledAdmin();
    atStep(admin.step);
    const replay = await verify(
      'totp',
      challengeOf(await passwordSignIn(admin.email)),
      await totpAt(admin.secret, admin.step),
    );
    expect(replay.statusCode).toBe(401);
  });

  it('a recovery code works once', async () => {
    const admin = await enrolledAdmin();
    const [first, second] = admin.backupCodes;
    const accepted = await verify('backup-code', challengeOf(await passwordSignIn(admin.email)), first!);
    expect(accepted.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/admin/administrators', headers: { cookie: sessionCookieOf(accepted)! } }))
        .statusCode,
    ).toBe(200);
    expect((await auditRows(t.db, 'auth.sign-in', admin.id))[0]?.details).toEqual({ method: 'recovery-code' });

    const again = await verify('backup-code', challengeOf(await passwordSignIn(admin.email)), first!);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    // Typed without the dash, another one still works.
    const typed = await verify('backup-code', challengeOf(await passwordSignIn(admin.email)), second!.replace('-', ''));
    expect(typed.statusCode).toBe(200);
  });

  it('an e-mail link is neither sent to nor accepted for an admin with an authenticator', async () => {
    const admin = await enrolledAdmin();
    const requested = await browserPost(t, '/api/auth/sign-in/magic-link', { email: admin.email });
    expect(requested.statusCode).toBe(200);
    expect(await messagesTo(t.db, admin.email, 'magic-link')).toEqual([]);
  });
});

describe('a lost authenticator', () => {
  it('another admin resets it: audited with actor and target, sessions ended, enrolment asked again', async () => {
    const lost = await enrolledAdmin();
    const helper = await enrolledAdmin();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/administrators/${lost.id}/two-factor/reset`,
      headers: t.unsafeHeaders(helper.cookie),
    });
    expect(response.statusCode).toBe(204);
    expect(await sessionOf(lost.cookie)).toBeNull();
    const [row] = await auditRows(t.db, 'admin.two-factor-reset', lost.id);
    expect(row).toMatchObject({ actorUserId: helper.id, entityType: 'user', entityId: lost.id });
    expect(JSON.stringify(row)).not.toContain(lost.secret);
    const [stored] = await t.db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, lost.id));
    expect(stored!.enabled).toBe(false);
    const admins = await t.app.inject({ url: '/api/admin/administrators', headers: { cookie: helper.cookie } });
    expect(admins.json().admins).toContainEqual(expect.objectContaining({ id: lost.id, twoFactorEnabled: false }));

    const signedIn = await passwordSignIn(lost.email);
    expect(signedIn.json()).not.toHaveProperty('twoFactorRedirect');
    const cookie = sessionCookieOf(signedIn)!;
    const refused = await t.app.inject({ url: '/api/admin/administrators', headers: { cookie } });
    expect(refused.json().code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
  });

  it('an admin cannot reset their own, and an admin without a factor cannot reset anyone', async () => {
    const admin = await enrolledAdmin();
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/admin/administrators/${admin.id}/two-factor/reset`,
      headers: t.unsafeHeaders(admin.cookie),
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('CANNOT_RESET_OWN_TWO_FACTOR');

    const unenrolled = await newAdmin();
    const cookie = sessionCookieOf(await passwordSignIn(unenrolled.email))!;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/administrators/${admin.id}/two-factor/reset`,
      headers: t.unsafeHeaders(cookie),
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.db.select().from(twoFactor).where(eq(twoFactor.userId, admin.id))).length).toBe(1);
  });
});

describe('parents', () => {
  it('sign in with their password alone and reach their own area', async () => {
    const cookie = await t.signInAsGuardian();
    expect(await sessionOf(cookie)).toMatchObject({ role: 'guardian', twoFactorEnabled: false });
    expect((await t.app.inject({ url: '/api/my/messages', headers: { cookie } })).statusCode).toBe(200);
  });
});
