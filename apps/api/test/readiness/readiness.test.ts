import { randomUUID } from 'node:crypto';
import { checklistSchema, readinessBoardSchema, type StaffRole } from '@voyage/domain';
import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeStaffGrant } from '../../src/accounts/queries/staff-roles.ts';
import { departures, schools, travellers } from '../../src/db/schema/index.ts';
import { createPasswordUser } from '../../src/db/seed/seed-admin.ts';
import { auditRows, setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { approvedFamily, fillRecord } from '../health/health-kit.ts';
import { smtpServerPerFile } from '../mail/smtp-per-file.ts';

/** One checklist per child and the readiness board (docs/product/readiness.md). */
const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });
const smtp = smtpServerPerFile(t);
const password = 'staff passphrase of mine';

async function staff(role: StaffRole, departureIds: number[] = []): Promise<string> {
  const email = `${role}-${randomUUID().slice(0, 8)}@voyage.test`;
  const id = await createPasswordUser(t.db, { email, password, name: `Staff ${role}`, role: 'admin', staffRole: role });
  if (departureIds.length > 0) await writeStaffGrant(t.db, id, { role, departureIds });
  return (await t.enrolTwoFactor(await t.signIn(email, password), password)).cookie;
}

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.unsafeHeaders(cookie), payload });

async function departureOf(travellerId: string): Promise<number> {
  const [row] = await t.db
    .select({ departureId: schools.departureId })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(eq(travellers.id, travellerId));
  return row!.departureId!;
}

describe('the checklist of a child', () => {
  it('is the family’s own: another family’s child is 404', async () => {
    const a = await approvedFamily(t, 'RDA');
    const b = await approvedFamily(t, 'RDB');
    const own = await get(`/api/my/travellers/${a.id}/checklist`, a.cookie);
    expect(own.statusCode, own.body).toBe(200);
    const checklist = checklistSchema.parse(own.json());
    expect(checklist.travellerId).toBe(a.id);
    expect(checklist.items.find((item) => item.kind === 'approved')?.state).toBe('done');
    expect(checklist.items.find((item) => item.kind === 'health')?.state).not.toBe('done');
    expect((await get(`/api/my/travellers/${a.id}/checklist`, b.cookie)).statusCode).toBe(404);
    expect((await get(`/api/my/travellers/${randomUUID()}/checklist`, a.cookie)).statusCode).toBe(404);
  });

  it('ticks the health record once it is complete, and staff read the same list', async () => {
    const family = await approvedFamily(t, 'RDC');
    await fillRecord(t, family.cookie, family.id);
    const mine = checklistSchema.parse((await get(`/api/my/travellers/${family.id}/checklist`, family.cookie)).json());
    expect(mine.items.find((item) => item.kind === 'health')?.state).toBe('done');
    const admin = await t.signInAsAdmin();
    const staffView = await get(`/api/admin/travellers/${family.id}/checklist`, admin);
    expect(staffView.statusCode, staffView.body).toBe(200);
    expect(checklistSchema.parse(staffView.json())).toEqual(mine);
  });
});

describe('the readiness board', () => {
  it('counts who misses each item, filters by one, and exports as audited CSV', async () => {
    const done = await approvedFamily(t, 'RDD');
    await fillRecord(t, done.cookie, done.id);
    const open = await approvedFamily(t, 'RDE');
    const departureId = await departureOf(open.id);
    const admin = await t.signInAsAdmin();
    const response = await get(`/api/admin/departures/${departureId}/readiness`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const board = readinessBoardSchema.parse(response.json());
    expect(board.travellers.find((row) => row.travellerId === open.id)?.missing).toContain('health');
    expect(board.missingCounts.health).toBe(board.travellers.filter((row) => row.missing.includes('health')).length);
    const filtered = readinessBoardSchema.parse(
      (await get(`/api/admin/departures/${departureId}/readiness?missing=health`, admin)).json(),
    );
    expect(filtered.travellers.map((row) => row.travellerId)).toContain(open.id);
    expect(filtered.travellers.map((row) => row.travellerId)).not.toContain(done.id);
    const file = await get(`/api/admin/departures/${departureId}/readiness/export?missing=health&lang=el`, admin);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.body).toContain('Φάκελος υγείας');
    expect(file.body).toContain(open.lastName);
    const rows = await auditRows(t.db, 'readiness.exported');
    expect(rows.some((row) => row.entityId === String(departureId))).toBe(true);
    expect((await get('/api/admin/departures/99999/readiness', admin)).statusCode).toBe(404);
  });

  it('shows an escort their own departures only, and read-only staff every one', async () => {
    const family = await approvedFamily(t, 'RDF');
    const departureId = await departureOf(family.id);
    const own = await staff('escort', [departureId]);
    const [another] = await t.db.select({ id: departures.id }).from(departures).where(ne(departures.id, departureId));
    const other = await staff('escort', [another!.id]);
    const readonly = await staff('readonly');
    expect((await get(`/api/admin/departures/${departureId}/readiness`, own)).statusCode).toBe(200);
    expect((await get(`/api/admin/travellers/${family.id}/checklist`, own)).statusCode).toBe(200);
    expect((await get(`/api/admin/departures/${departureId}/readiness`, other)).statusCode).toBe(404);
    expect((await get(`/api/admin/travellers/${family.id}/checklist`, other)).statusCode).toBe(404);
    expect((await get(`/api/admin/departures/${departureId}/readiness`, readonly)).statusCode).toBe(200);
  });
});

describe('the reminders from the board', () => {
  it('e-mail each family missing the item in its language, once a day, audited; read-only staff may not', async () => {
    const greek = await approvedFamily(t, 'RDG');
    await t.db.update(travellers).set({ language: 'el' }).where(eq(travellers.id, greek.id));
    const done = await approvedFamily(t, 'RDH');
    await fillRecord(t, done.cookie, done.id);
    const departureId = await departureOf(greek.id);
    const url = `/api/admin/departures/${departureId}/readiness/reminders`;
    const admin = await t.signInAsAdmin();
    const first = await post(url, admin, { item: 'health' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().sent).toBeGreaterThanOrEqual(1);
    const mail = await smtp.delivered(greek.guardianEmail);
    expect(mail.subject).toContain('Εκκρεμότητα για το ταξίδι του ταξιδιώτη');
    expect(mail.text).toContain('φάκελο υγείας');
    expect(mail.text).toContain(`/my-voyage?traveller=${greek.id}`);
    expect(await auditRows(t.db, 'readiness.reminder-sent', greek.id)).toHaveLength(1);
    expect(await auditRows(t.db, 'readiness.reminder-sent', done.id)).toHaveLength(0);

    const again = await post(url, admin, { item: 'health' });
    expect(again.json()).toEqual({
      sent: 0,
      alreadyRemindedToday: first.json().sent + first.json().alreadyRemindedToday,
    });
    expect(await smtp.received(greek.guardianEmail)).toHaveLength(1);

    expect((await post(url, admin, { item: 'nothing' })).statusCode).toBe(400);
    expect((await post('/api/admin/departures/99999/readiness/reminders', admin, { item: 'health' })).statusCode).toBe(
      404,
    );
    expect((await post(url, await staff('readonly'), { item: 'health' })).statusCode).toBe(403);
    expect((await post(url, await staff('escort', [departureId]), { item: 'health' })).statusCode).toBe(403);
  });
});

describe('the travel authorisation letter on the board', () => {
  it('counts the children missing it, exports it by name, and reminds their families of it in their language', async () => {
    const greek = await approvedFamily(t, 'RDI');
    await t.db.update(travellers).set({ language: 'el' }).where(eq(travellers.id, greek.id));
    const departureId = await departureOf(greek.id);
    const admin = await t.signInAsAdmin();
    const filtered = readinessBoardSchema.parse(
      (await get(`/api/admin/departures/${departureId}/readiness?missing=travel-authorisation`, admin)).json(),
    );
    expect(filtered.travellers.find((row) => row.travellerId === greek.id)?.missing).toContain('travel-authorisation');
    expect(filtered.missingCounts['travel-authorisation']).toBeGreaterThanOrEqual(1);
    const file = await get(
      `/api/admin/departures/${departureId}/readiness/export?missing=travel-authorisation&lang=en`,
      admin,
    );
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain('Travel authorisation');

    const sent = await post(`/api/admin/departures/${departureId}/readiness/reminders`, admin, {
      item: 'travel-authorisation',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await smtp.delivered(greek.guardianEmail);
    expect(mail.text).toContain('εξουσιοδότηση ταξιδιού ανηλίκου υπογεγραμμένη και από τους δύο γονείς');
    const rows = await auditRows(t.db, 'readiness.reminder-sent', greek.id);
    expect(rows.map((row) => row.details)).toEqual([expect.objectContaining({ item: 'travel-authorisation' })]);
  });
});
