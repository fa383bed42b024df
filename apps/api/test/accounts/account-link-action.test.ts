import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { travellers } from '../../src/db/schema/index.ts';
import { addRegistration, auditRows, setupAppWithRegistrations } from './fixtures.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { linkMailedTo, messagesTo } from './mailed-links.ts';

const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });

const send = async (travellerId: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/travellers/${travellerId}/account-link`,
    headers: t.unsafeHeaders(cookie ?? (await t.signInAsAdmin())),
  });

describe('POST /api/admin/travellers/:id/account-link', () => {
  it('mails the guardian a link to create their account, and audits it', async () => {
    const registration = await addRegistration(t.db, { language: 'el' });
    const response = await send(registration.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ sentTo: registration.guardianEmail, expiresAt: expect.any(String) });
    const [message] = await messagesTo(t.db, registration.guardianEmail, 'guardian-account');
    expect(message?.locale).toBe('el');
    const link = await linkMailedTo(t.db, registration.guardianEmail, 'guardian-account');
    expect(link.href).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/create/guardian/[A-Za-z0-9_-]{43}/${registration.id}\\?lang=el$`),
    );
    expect(await auditRows(t.db, 'guardian.account-link-sent', registration.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown, malformed or deleted registration', async () => {
    const deleted = await addRegistration(t.db);
    await t.db
      .update(travellers)
      .set({ status: 'deleted', statusBeforeDeletion: 'pending' })
      .where(eq(travellers.id, deleted.id));
    for (const id of [randomUUID(), 'nope', deleted.id]) expect((await send(id)).statusCode).toBe(404);
  });

  it('answers 409 ACCOUNT_EXISTS when the guardian already has an account', async () => {
    const registration = await addRegistration(t.db);
    await t.signInAsGuardian(registration.guardianEmail);
    const response = await send(registration.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ACCOUNT_EXISTS');
  });

  it('is for admins only', async () => {
    const registration = await addRegistration(t.db);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/travellers/${registration.id}/account-link`,
          headers: t.unsafeHeaders(),
        })
      ).statusCode,
    ).toBe(401);
    expect((await send(registration.id, await t.signInAsGuardian())).statusCode).toBe(403);
  });
});
