import { randomUUID } from 'node:crypto';
import { AUDIT_PAGE_SIZE, auditPageSchema } from '@voyage/domain';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { adminUserId, auditAt, daysAgo } from '../helpers/audit-history.ts';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();
const url = '/api/admin/audit';

async function page(query: Record<string, string>) {
  const cookie = await t.signInAsAdmin();
  const response = await t.app.inject({ url, query, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return auditPageSchema.parse(response.json());
}

/** A traveller's history of its own: rows by the admin and by nobody, and a download of its document. */
async function history() {
  const admin = await adminUserId(t.db);
  const travellerId = randomUUID();
  const documentId = randomUUID();
  await auditAt(t.db, { at: daysAgo(3), action: 'registration.submitted', travellerId });
  await auditAt(t.db, {
    at: daysAgo(2),
    action: 'registration.approved',
    travellerId,
    actorUserId: admin,
    details: { from: 'pending', to: 'approved', reason: null },
  });
  await auditAt(t.db, {
    at: daysAgo(1),
    action: 'document.downloaded',
    travellerId,
    actorUserId: admin,
    entityType: 'document',
    entityId: documentId,
    details: { travellerId, type: 'consent' },
  });
  return { travellerId, documentId };
}

describe('GET /api/admin/audit', () => {
  it("lists a traveller's rows newest first, its documents' too, with who acted", async () => {
    const { travellerId, documentId } = await history();
    const result = await page({ traveller: travellerId });
    expect(result).toMatchObject({ page: 1, pageSize: AUDIT_PAGE_SIZE, total: 3 });
    expect(result.entries.map((entry) => [entry.action, entry.entityId, entry.actorName, entry.actorEmail])).toEqual([
      ['document.downloaded', documentId, 'Voyage admin', TEST_ADMIN.email],
      ['registration.approved', travellerId, 'Voyage admin', TEST_ADMIN.email],
      ['registration.submitted', travellerId, null, null],
    ]);
    expect(result.entries[1]).toMatchObject({
      at: daysAgo(2).toISOString(),
      entityType: 'traveller',
      ip: '127.0.0.1',
      details: { from: 'pending', to: 'approved', reason: null },
    });
  });

  it('filters by actor, any part of the name or e-mail in any case, and takes % and _ as themselves', async () => {
    const { travellerId } = await history();
    for (const actor of ['ADMIN@VOYAGE', 'voyage adm', ' Admin ']) {
      const result = await page({ traveller: travellerId, actor });
      expect(
        result.entries.map((entry) => entry.action),
        actor,
      ).toEqual(['document.downloaded', 'registration.approved']);
    }
    expect((await page({ traveller: travellerId, actor: 'nobody-like-this' })).total).toBe(0);
    expect((await page({ traveller: travellerId, actor: '%' })).total).toBe(0);
    expect((await page({ traveller: travellerId, actor: 'voyage_admin' })).total).toBe(0);
  });

  it('filters by one action, or by every action under a prefix ending in a dot', async () => {
    const { travellerId } = await history();
    const actions = async (action: string) =>
      (await page({ traveller: travellerId, action })).entries.map((entry) => entry.action);
    expect(await actions('registration.approved')).toEqual(['registration.approved']);
    expect(await actions('registration.')).toEqual(['registration.approved', 'registration.submitted']);
    expect(await actions('registration')).toEqual([]);
    expect(await actions('%.')).toEqual([]);
  });

  it('filters by days in Cyprus, both ends included', async () => {
    const travellerId = randomUUID();
    // 23:30 on 1 May and 00:30 on 2 May in Nicosia (UTC+3).
    await auditAt(t.db, { at: new Date('2020-05-01T20:30:00Z'), action: 'registration.submitted', travellerId });
    await auditAt(t.db, { at: new Date('2020-05-01T21:30:00Z'), action: 'registration.approved', travellerId });
    const actions = async (query: Record<string, string>) =>
      (await page({ traveller: travellerId, ...query })).entries.map((entry) => entry.action);
    expect(await actions({ from: '2020-05-02' })).toEqual(['registration.approved']);
    expect(await actions({ to: '2020-05-01' })).toEqual(['registration.submitted']);
    expect(await actions({ from: '2020-05-01', to: '2020-05-01' })).toEqual(['registration.submitted']);
    expect(await actions({ from: '2020-05-01', to: '2020-05-02' })).toHaveLength(2);
    expect(await actions({ from: '2020-05-03' })).toEqual([]);
  });

  it('pages newest first, the total counting every page', async () => {
    const travellerId = randomUUID();
    for (let index = 0; index < AUDIT_PAGE_SIZE + 5; index += 1) {
      await auditAt(t.db, {
        at: daysAgo(100 - index),
        action: 'registration.consent-reminder-sent',
        travellerId,
        details: { index },
      });
    }
    const first = await page({ traveller: travellerId });
    const second = await page({ traveller: travellerId, page: '2' });
    expect(first.total).toBe(AUDIT_PAGE_SIZE + 5);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(second).toMatchObject({ page: 2, total: AUDIT_PAGE_SIZE + 5 });
    const order = [...first.entries, ...second.entries].map((entry) => entry.details?.index);
    expect(order).toEqual(Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, index) => AUDIT_PAGE_SIZE + 4 - index));
    expect((await page({ traveller: travellerId, page: '3' })).entries).toEqual([]);
  });

  it('lists every row without a filter, and is not itself written to the log', async () => {
    const cookie = await t.signInAsAdmin();
    const [before] = await t.db.select({ rows: count() }).from(auditLog);
    const response = await t.app.inject({ url, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const result = auditPageSchema.parse(response.json());
    expect(result.total).toBe(before!.rows);
    const [after] = await t.db.select({ rows: count() }).from(auditLog);
    expect(after!.rows).toBe(before!.rows);
  });

  it('answers 400 with the field named for a malformed filter', async () => {
    const cookie = await t.signInAsAdmin();
    for (const [field, value] of [
      ['traveller', 'not-a-uuid'],
      ['from', '2020-13-01'],
      ['to', 'yesterday'],
      ['page', '0'],
      ['actor', 'x'.repeat(201)],
    ] as const) {
      const response = await t.app.inject({ url, query: { [field]: value }, headers: { cookie } });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: expect.any(Array) } });
    }
  });

  it('is for staff only: 401 without a session, 403 for a guardian', async () => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const guardian = await t.signInAsGuardian();
    expect((await t.app.inject({ url, headers: { cookie: guardian } })).statusCode).toBe(403);
  });
});
