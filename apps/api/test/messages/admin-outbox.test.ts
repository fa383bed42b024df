import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/outbox.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { clearOutbox, enqueueMagicLinks } from '../mail/outbox-kit.ts';

const t = setupTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
let ids: string[] = [];

beforeAll(async () => {
  await clearOutbox(t.db);
  ids = await enqueueMagicLinks(t.db, ['one@example.com', 'two@example.com', 'three@example.com']);
  // Distinct creation times, oldest first, and one failed message.
  for (const [index, id] of ids.entries()) {
    await t.db
      .update(outbox)
      .set({ createdAt: new Date(Date.UTC(2030, 0, 1, 0, index)) })
      .where(eq(outbox.id, id));
  }
  await t.db
    .update(outbox)
    .set({ status: 'failed', lastError: 'EENVELOPE: 550 rejected' })
    .where(eq(outbox.id, ids[0]!));
});

describe('GET /api/admin/outbox', () => {
  it('lists messages newest first and says a mail server is configured', async () => {
    const admin = await t.signInAsAdmin();
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.deliveryConfigured).toBe(true);
    expect(body.messages.map((message: { id: string }) => message.id)).toEqual([...ids].reverse());
    expect(Object.keys(body.messages[0]).sort()).toEqual(
      [
        'attempts',
        'createdAt',
        'id',
        'lastError',
        'nextAttemptAt',
        'sentAt',
        'status',
        'subject',
        'template',
        'to',
      ].sort(),
    );
  });

  it('filters by status, and refuses an unknown status', async () => {
    const admin = await t.signInAsAdmin();
    const failed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?status=failed',
      headers: { cookie: admin },
    });
    expect(failed.json().messages.map((message: { id: string }) => message.id)).toEqual([ids[0]]);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?status=pending',
      headers: { cookie: admin },
    });
    expect(pending.json().messages).toHaveLength(2);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?status=lost', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    const guardian = await t.signInAsGuardian();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: guardian } })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/admin/outbox/:id', () => {
  it('gives one message with its language and its text', async () => {
    const admin = await t.signInAsAdmin();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox/${ids[1]}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids[1],
      to: 'two@example.com',
      locale: 'en',
      status: 'pending',
      failedAt: null,
    });
    // A sign-in link is never shown to staff (outbox-secret-links.test.ts), nor the HTML part.
    expect(response.json().textBody).toContain('Use the button below to sign in to Voyage.');
    expect(response.json().textBody).not.toContain('https://voyage.test/m/1');
    expect(response.json()).toMatchObject({ linkWithheld: true });
    expect(response.json()).not.toHaveProperty('htmlBody');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await t.signInAsAdmin();
    for (const id of [randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      const url = `/api/admin/outbox/${encodeURIComponent(id)}`;
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});
