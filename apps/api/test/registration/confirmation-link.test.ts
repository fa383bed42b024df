import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONFIRMATION_RESENDS_PER_HOUR } from '../../src/registration/routes/admin-confirmation-link.ts';
import { addRegistration, auditRows, setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { linkMailedTo, messagesTo } from '../accounts/mailed-links.ts';

const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });

async function resend(travellerId: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/travellers/${travellerId}/confirmation-link`,
    headers: t.unsafeHeaders(cookie ?? (await t.signInAsAdmin())),
    payload: {},
  });
}

describe('POST /api/admin/travellers/:id/confirmation-link', () => {
  it('mails the family a fresh confirmation link, withdraws the earlier one, and audits who sent it', async () => {
    const family = await addRegistration(t.db, { emailConfirmedAt: null });
    const first = await resend(family.id);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ sentTo: family.guardianEmail });
    const earlier = await linkMailedTo(t.db, family.guardianEmail, 'registration-confirmation');

    expect((await resend(family.id)).statusCode).toBe(202);
    const later = await linkMailedTo(t.db, family.guardianEmail, 'registration-confirmation');
    expect(later.href).not.toBe(earlier.href);
    expect(await messagesTo(t.db, family.guardianEmail, 'registration-confirmation')).toHaveLength(2);

    const token = (link: URL) => link.pathname.split('/')[2];
    const open = (link: URL) =>
      t.app.inject({
        method: 'POST',
        url: '/api/registration/confirmation',
        headers: t.unsafeHeaders(),
        payload: { token: token(link) },
      });
    expect((await open(earlier)).json().code).toBe('TOKEN_REVOKED');
    expect((await open(later)).statusCode).toBe(200);

    const [row] = await auditRows(t.db, 'registration.confirmation-resent', family.id);
    expect(row?.actorUserId).toBeTruthy();
  });

  it('answers 409 once the family has confirmed the e-mail, and 404 for an unknown or deleted registration', async () => {
    const confirmed = await addRegistration(t.db);
    const conflict = await resend(confirmed.id);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('CONFLICT');
    expect(await messagesTo(t.db, confirmed.guardianEmail)).toHaveLength(0);

    const deleted = await addRegistration(t.db, {
      emailConfirmedAt: null,
      status: 'deleted',
      statusBeforeDeletion: 'pending',
    });
    expect((await resend(deleted.id)).statusCode).toBe(404);
    expect((await resend(randomUUID())).statusCode).toBe(404);
    expect((await resend('not-an-id')).statusCode).toBe(404);
  });

  it(`sends at most ${CONFIRMATION_RESENDS_PER_HOUR} links an hour to one family, then answers 429 with Retry-After`, async () => {
    const family = await addRegistration(t.db, { emailConfirmedAt: null });
    const cookie = await t.signInAsAdmin();
    for (let sent = 0; sent < CONFIRMATION_RESENDS_PER_HOUR; sent += 1) {
      expect((await resend(family.id, cookie)).statusCode).toBe(202);
    }
    const refused = await resend(family.id, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messagesTo(t.db, family.guardianEmail)).toHaveLength(CONFIRMATION_RESENDS_PER_HOUR);
    // Another family is not held back by the first one's limit.
    const other = await addRegistration(t.db, { emailConfirmedAt: null });
    expect((await resend(other.id, cookie)).statusCode).toBe(202);
  });
});
