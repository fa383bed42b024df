import { RECENT_SIGN_IN_MS } from '@voyage/domain';
import { eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { outbox, session, user } from '../../src/db/schema/index.ts';
import { addRegistration, removeAddedRegistrationsAfterAll } from '../accounts/fixtures.ts';
import { GUARDIAN_PASSWORD } from '../helpers/guardian-users.ts';
import { setupTestApp } from '../helpers/test-app.ts';

/**
 * The family's data export (docs/product/data-rights.md#export) with a stolen session in mind: it asks for a
 * recent sign-in, and the e-mails in it carry no link that would sign in or set a password.
 */
const t = setupTestApp({ signInRateLimitMax: 1000 });
removeAddedRegistrationsAfterAll(t);

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: t.unsafeHeaders(cookie), payload });

/** The sign-in of every session of the account, moved into the past. */
async function signedInAgo(email: string, ms: number) {
  const [account] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await t.db
    .update(session)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(session.userId, account!.id));
}

describe('GET /api/my/data-export', () => {
  it('holds no usable token of the reset and sign-in links asked for with the session', async () => {
    const family = await addRegistration(t.db, { status: 'approved' });
    const cookie = await t.signInAsGuardian(family.guardianEmail);
    // What a thief holding the session would do: ask for links, then read the export.
    expect((await post('/api/auth/request-password-reset', { email: family.guardianEmail })).statusCode).toBe(200);
    expect((await post('/api/auth/sign-in/magic-link', { email: family.guardianEmail })).statusCode).toBe(200);
    const mailed = await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.toAddress, [family.guardianEmail]));
    expect(mailed.map((row) => row.template).sort()).toEqual(['magic-link', 'password-reset']);
    const tokens = mailed
      .flatMap((row) => row.textBody.match(/https?:\/\/[^\s<>"]+/g) ?? [])
      .flatMap((link) => [link, ...new URL(link).searchParams.values(), new URL(link).pathname.split('/').at(-1)!])
      .filter((part) => part.length >= 16);
    expect(tokens.length).toBeGreaterThanOrEqual(2);

    const response = await t.app.inject({ url: '/api/my/data-export', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(response.rawPayload);
    let everything = '';
    for (const entry of Object.values(zip.files)) if (!entry.dir) everything += await entry.async('string');
    for (const token of tokens) expect(everything).not.toContain(token);

    const data = JSON.parse(await zip.file('voyage-data.json')!.async('string'));
    const reset = data.messages.find((row: { template: string }) => row.template === 'password-reset');
    expect(reset).toMatchObject({ subject: expect.any(String), createdAt: expect.any(String) });
    expect(reset.text).toContain('[link withheld]');
  });

  it('asks for a recent sign-in, which the screen checks first, and works again once signed in anew', async () => {
    const family = await addRegistration(t.db, { status: 'approved' });
    const cookie = await t.signInAsGuardian(family.guardianEmail);
    expect((await t.app.inject({ url: '/api/my/recent-sign-in', headers: { cookie } })).statusCode).toBe(204);

    await signedInAgo(family.guardianEmail, RECENT_SIGN_IN_MS + 60_000);
    for (const url of ['/api/my/recent-sign-in', '/api/my/data-export']) {
      const refused = await t.app.inject({ url, headers: { cookie } });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ code: 'RECENT_SIGN_IN_REQUIRED' });
    }
    // The session itself still works for everything else.
    expect((await t.app.inject({ url: '/api/my/messages', headers: { cookie } })).statusCode).toBe(200);

    const fresh = await t.signIn(family.guardianEmail, GUARDIAN_PASSWORD);
    expect((await t.app.inject({ url: '/api/my/data-export', headers: { cookie: fresh } })).statusCode).toBe(200);
  });
});
