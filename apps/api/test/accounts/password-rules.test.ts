import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/accounts/auth/password-policy.ts';
import { account, user } from '../../src/db/schema/index.ts';
import { createAccountRequest, guardianLink } from './helpers.ts';
import { setupAppWithRegistrations } from './fixtures.ts';
import { browserPost } from '../helpers/browser-post.ts';

const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });

async function createGuardianAccount(password: string, passwordConfirm = password) {
  const { registration, token } = await guardianLink(t.db);
  const response = await createAccountRequest(t.app, t.unsafeHeaders(), {
    type: 'guardian',
    token,
    travellerId: registration.id,
    name: 'Andreas Ioannou',
    password,
    passwordConfirm,
  });
  return { response, email: registration.guardianEmail };
}

const signInStatus = async (email: string, password: string) =>
  (await browserPost(t, '/api/auth/sign-in/email', { email, password })).statusCode;

describe('the common-password list', () => {
  it.each([
    ['password123', true],
    ['qwertyuiop', true],
    ['Password2027!', true],
    ['Institut français de Chypre', true],
    ['voyage2027', true],
    ['correct horse battery staple', false],
    ['we love paris in the spring', false],
    ['Μου αρέσει πολύ το Παρίσι', false],
    ['🦄🌈🦄🌈🦄🌈🦄🌈', false],
    ['Παρίσι2027!', true],
    ['ΒΟΥΑΓΙΑΖ 2027', true],
  ])('%j is common: %s', (password, expected) => {
    expect(isCommonPassword(password)).toBe(expected);
  });

  it.each([
    'Λανίτειο Λύκειο',
    'λανιτειο λυκειο 2027',
    'ΛΑΝΙΤΕΙΟ!!',
    'Laniteio Lykeio',
    'lanitio likio 1',
    'Lanitio2027',
  ])("refuses the school's name %j in either script, accents and case aside", async (password) => {
    await t.app.ready();
    expect(isCommonPassword(password)).toBe(true);
  });
});

describe('password rules on account creation', () => {
  it('refuses 7 characters with the length message', async () => {
    const { response } = await createGuardianAccount('1234567');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { password: ['validation.passwordMin'] },
    });
  });

  it.each(['password123', 'qwertyuiop', 'Institut français de Chypre', 'Λανίτειο Λύκειο 2027'])(
    'refuses %j as common',
    async (password) => {
      const { response } = await createGuardianAccount(password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { password: ['validation.passwordCommon'] },
      });
    },
  );

  it('refuses two different passwords with the matching message', async () => {
    const { response } = await createGuardianAccount('a long enough password', 'a long enough passw0rd');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ passwordConfirm: ['validation.passwordsMatch'] });
  });

  it('accepts a 64-character Unicode password with emoji and spaces, end to end', async () => {
    const password = 'Καλημέρα Παρίσι 🗼🥐 je t’aime beaucoup ☀️ ταξίδι με τα παιδιά 2027';
    expect([...password].length).toBeGreaterThanOrEqual(64);
    const { response, email } = await createGuardianAccount(password);
    expect(response.statusCode).toBe(201);
    expect(await signInStatus(email, password)).toBe(200);
  });

  it('verifies a password of 73 bytes or more exactly: no truncation', async () => {
    const password = `${'a very long passphrase '.repeat(4)}end`;
    expect(Buffer.byteLength(password)).toBeGreaterThanOrEqual(73);
    const { response, email } = await createGuardianAccount(password);
    expect(response.statusCode).toBe(201);
    expect(await signInStatus(email, password.slice(0, -1))).toBe(401);
    expect(await signInStatus(email, `${password.slice(0, -1)}x`)).toBe(401);
    expect(await signInStatus(email, password)).toBe(200);
  });

  it("stores better-auth's scrypt hash, never the password", async () => {
    const password = 'stored as a hash only';
    const { email } = await createGuardianAccount(password);
    const [row] = await t.db
      .select({ hash: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(and(eq(user.email, email), eq(account.providerId, 'credential')));
    expect(row?.hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(row?.hash).not.toContain(password);
  });
});
