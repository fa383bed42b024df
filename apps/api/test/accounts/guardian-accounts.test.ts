import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashAccountToken } from '../../src/accounts/account-token.ts';
import { accountTokens, travellers, user } from '../../src/db/schema/index.ts';
import { createGuardianAccountLink } from '../../src/accounts/services/create-guardian-account-link.ts';
import { addRegistration, auditRows, sessionCookieOf, setupAppWithRegistrations } from './fixtures.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { createAccountRequest, guardianLink } from './helpers.ts';
import { lookUpLink } from '../helpers/account-link-lookup.ts';
import { linkMailedTo, messagesTo } from './mailed-links.ts';

const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });
const password = 'my family passphrase';
const form = { name: 'Eleni Georgiou', password, passwordConfirm: password };

const sendLink = (travellerId: string) =>
  t.db.transaction((tx) => createGuardianAccountLink({ tx, travellerId, publicUrl: TEST_PUBLIC_URL }));
const create = (payload: Record<string, unknown>) => createAccountRequest(t.app, t.unsafeHeaders(), payload);

describe('guardian account links', () => {
  it("are mailed in the registration's language with a 14-day, SHA-256-only token", async () => {
    const { registration, token, link } = await guardianLink(t.db);
    expect(link.href).toBe(`${TEST_PUBLIC_URL}/create/guardian/${token}/${registration.id}?lang=en`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashAccountToken(token)));
    expect(row).toMatchObject({
      purpose: 'guardian-account',
      email: registration.guardianEmail,
      travellerId: registration.id,
    });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(14 * 24 * 3_600_000, -4);
    const stored = JSON.stringify(await t.db.select().from(accountTokens));
    expect(stored).not.toContain(token);
    const [message] = await messagesTo(t.db, registration.guardianEmail, 'guardian-account');
    expect(message?.textBody).toContain(`${registration.firstName} ${registration.lastName}`);
  });

  it('say what they are for, with the guardian name given at registration to start the form with', async () => {
    const { registration, token } = await guardianLink(t.db);
    const response = await lookUpLink(t, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      purpose: 'guardian-account',
      email: registration.guardianEmail,
      travellerId: registration.id,
      travellerName: `${registration.firstName} ${registration.lastName}`,
      guardianName: registration.guardianName,
      accountExists: false,
      expiresAt: expect.any(String),
    });
  });

  it('create the guardian, sign them in, and work once', async () => {
    const { registration, token } = await guardianLink(t.db);
    const response = await create({ type: 'guardian', token, travellerId: registration.id, ...form });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      email: registration.guardianEmail,
      role: 'guardian',
      name: 'Eleni Georgiou',
    });
    const cookie = sessionCookieOf(response)!;
    const mine = await t.app.inject({ url: '/api/my/travellers', headers: { cookie } });
    expect(mine.json().map((traveller: { id: string }) => traveller.id)).toEqual([registration.id]);

    const [created] = await t.db.select().from(user).where(eq(user.email, registration.guardianEmail));
    const [traveller] = await t.db.select().from(travellers).where(eq(travellers.id, registration.id));
    expect(traveller?.guardianUserId).toBe(created!.id);
    expect(await auditRows(t.db, 'account.created', created!.id)).toHaveLength(1);

    const again = await create({ type: 'guardian', token, travellerId: registration.id, ...form });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('TOKEN_USED');
    expect((await lookUpLink(t, token)).json().code).toBe('TOKEN_USED');
  });

  it('answer 410 TOKEN_EXPIRED after 14 days and TOKEN_REVOKED once a newer link is sent', async () => {
    const first = await guardianLink(t.db);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashAccountToken(first.token)));
    const expired = await create({ type: 'guardian', token: first.token, travellerId: first.registration.id, ...form });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');

    const second = await guardianLink(t.db);
    await sendLink(second.registration.id);
    const revoked = await create({
      type: 'guardian',
      token: second.token,
      travellerId: second.registration.id,
      ...form,
    });
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().code).toBe('TOKEN_REVOKED');
  });

  it('answer 404 for an unknown or malformed token, another traveller id, or the wrong account type', async () => {
    const { registration, token } = await guardianLink(t.db);
    expect((await lookUpLink(t, 'not-a-token')).statusCode).toBe(404);
    expect((await lookUpLink(t, 'A'.repeat(43))).statusCode).toBe(404);
    const other = await create({
      type: 'guardian',
      token,
      travellerId: '00000000-0000-4000-8000-000000000000',
      ...form,
    });
    expect(other.statusCode).toBe(404);
    const asAdmin = await create({ type: 'admin', token, ...form });
    expect(asAdmin.statusCode).toBe(404);
    expect((await create({ type: 'guardian', token, travellerId: registration.id, ...form })).statusCode).toBe(201);
  });

  it('answer 409 ACCOUNT_EXISTS when the e-mail already has an account, and leave the link usable', async () => {
    const first = await guardianLink(t.db);
    // A younger sibling registered with the same guardian e-mail gets a link of its own.
    const sibling = await addRegistration(t.db, { guardianEmail: first.registration.guardianEmail });
    expect((await sendLink(sibling.id)).status).toBe('sent');
    const siblingToken = (await linkMailedTo(t.db, sibling.guardianEmail, 'guardian-account')).pathname.split('/')[3]!;

    expect(
      (await create({ type: 'guardian', token: first.token, travellerId: first.registration.id, ...form })).statusCode,
    ).toBe(201);
    expect((await lookUpLink(t, siblingToken)).json().accountExists).toBe(true);
    const response = await create({ type: 'guardian', token: siblingToken, travellerId: sibling.id, ...form });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ACCOUNT_EXISTS');
    expect((await lookUpLink(t, siblingToken)).statusCode).toBe(200);
    // Once the account exists no new link is sent: the guardian signs in instead.
    expect((await sendLink(sibling.id)).status).toBe('account-exists');
  });
});
