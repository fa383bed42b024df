import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/index.ts';
import { addRegistration, auditRows, removeAddedRegistrationsAfterAll } from '../accounts/fixtures.ts';
import { ensureGuardianUser } from '../helpers/guardian-users.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { fakeClock, testWorker } from '../mail/outbox-kit.ts';

/**
 * An SMTP outage (the mail server's port closed): every e-mail waits in the outbox with its link. Staff
 * reading the outbox must never see a link that signs in, resets a password or creates an account
 * (docs/product/security.md#links-in-e-mail), and each message they open is audited.
 */
const CLOSED_SMTP = 'smtp://127.0.0.1:9';
const t = setupTestApp({ smtpUrl: CLOSED_SMTP, signInRateLimitMax: 1000 });
removeAddedRegistrationsAfterAll(t);

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: t.unsafeHeaders(cookie), payload });

describe('the outbox during an SMTP outage', () => {
  it('shows staff no usable link of a sign-in, reset or invitation e-mail, and audits each message opened', async () => {
    const family = await addRegistration(t.db);
    await ensureGuardianUser(t.db, family.guardianEmail, 'family passphrase of mine');
    const invited = `invited-${Date.now()}@example.com`;
    const admin = await t.signInAsAdmin();
    expect((await post('/api/auth/sign-in/magic-link', { email: family.guardianEmail })).statusCode).toBe(200);
    expect((await post('/api/auth/request-password-reset', { email: family.guardianEmail })).statusCode).toBe(200);
    expect(
      (
        await post(
          '/api/admin/administrators/invitations',
          { email: invited, locale: 'el', role: 'administrator', departureIds: [] },
          admin,
        )
      ).statusCode,
    ).toBe(201);

    // The worker tries, the mail server is not there: the messages stay, bodies and all, for a retry.
    await testWorker(t.db, CLOSED_SMTP, fakeClock()).drainOnce();
    const rows = await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.toAddress, [family.guardianEmail, invited]));
    expect(rows.map((row) => row.template).sort()).toEqual(['admin-invitation', 'magic-link', 'password-reset']);
    const links = rows.flatMap((row) => row.textBody.match(/https?:\/\/[^\s<>"]+/g) ?? []);
    expect(links).toHaveLength(3);
    for (const row of rows) expect(row.lastError ?? row.status).toBeTruthy();
    // What would make each link work on its own: its query's values and its last path segment.
    const secrets = links.flatMap((link) => {
      const url = new URL(link);
      return [link, url.pathname.split('/').at(-1)!, ...url.searchParams.values()].filter((part) => part.length >= 16);
    });
    expect(secrets.length).toBeGreaterThanOrEqual(3);

    const list = await t.app.inject({ url: '/api/admin/outbox', headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    const readByStaff = [list.body];
    for (const row of rows) {
      const detail = await t.app.inject({ url: `/api/admin/outbox/${row.id}`, headers: { cookie: admin } });
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ id: row.id, linkWithheld: true });
      expect(detail.json().textBody).toContain(
        row.locale === 'el' ? '[ο σύνδεσμος δεν εμφανίζεται]' : '[link withheld]',
      );
      expect(detail.json()).not.toHaveProperty('htmlBody');
      readByStaff.push(detail.body);
      const audited = await auditRows(t.db, 'message.viewed', row.id);
      expect(audited).toHaveLength(1);
      expect(audited[0]).toMatchObject({ entityType: 'outbox', details: { template: row.template } });
    }
    for (const secret of secrets) for (const body of readByStaff) expect(body).not.toContain(secret);
  });

  it('keeps the links of e-mails that act for nobody, and audits a second opening again', async () => {
    const admin = await t.signInAsAdmin();
    const [row] = await t.db
      .insert(outbox)
      .values({
        template: 'payment-received',
        toAddress: 'family@example.com',
        locale: 'en',
        subject: 'Payment received',
        textBody:
          'See it on https://voyage.test/my-voyage and not https://voyage.test/x?token=abcdefabcdefabcdefabcdef',
        htmlBody: '<p>html</p>',
      })
      .returning({ id: outbox.id });
    for (let opened = 1; opened <= 2; opened++) {
      const detail = await t.app.inject({ url: `/api/admin/outbox/${row!.id}`, headers: { cookie: admin } });
      expect(detail.json().linkWithheld).toBe(false);
      expect(detail.json().textBody).toBe('See it on https://voyage.test/my-voyage and not [link withheld]');
      expect(await auditRows(t.db, 'message.viewed', row!.id)).toHaveLength(opened);
    }
  });
});
