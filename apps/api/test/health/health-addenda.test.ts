import { randomUUID } from 'node:crypto';
import { addDays, daysBetween, tripDate, type StaffRole } from '@voyage/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, healthAddenda, trips } from '../../src/db/schema/index.ts';
import { createPasswordUser } from '../../src/db/seed/seed-admin.ts';
import { eraseTravellerRows } from '../../src/data-rights/queries/data-rights.ts';
import { applyDataRetention } from '../../src/data-rights/services/apply-data-retention.ts';
import { addendaWaitingByDeparture } from '../../src/health/queries/health-addenda.ts';
import { findHealthRow } from '../../src/health/queries/health-records.ts';
import { setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { smtpServerPerFile } from '../mail/smtp-per-file.ts';
import { approvedFamily, fillRecord } from './health-kit.ts';

/** Changes sent to the health lead after the freeze (docs/product/health.md#changes-after-the-freeze). */
const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });
const smtp = smtpServerPerFile(t);

const addendaUrl = (travellerId: string) => `/api/my/travellers/${travellerId}/health/addenda`;
const send = (cookie: string, travellerId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: addendaUrl(travellerId), headers: t.unsafeHeaders(cookie), payload });
const acknowledge = (cookie: string, id: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/health/addenda/${id}/acknowledge`,
    headers: t.unsafeHeaders(cookie),
    payload,
  });
const auditOf = (action: string, travellerId: string) =>
  t.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, travellerId)))
    .orderBy(desc(auditLog.id));

async function staff(role: StaffRole): Promise<string> {
  const email = `${role}-${randomUUID().slice(0, 8)}@voyage.test`;
  const password = 'staff passphrase of mine';
  await createPasswordUser(t.db, { email, password, name: `Staff ${role}`, role: 'admin', staffRole: role });
  return (await t.enrolTwoFactor(await t.signIn(email, password), password)).cookie;
}

let trip: typeof trips.$inferSelect;
/** Freezes the active trip's health records from today on, or puts its setting back. */
async function setFrozen(frozen: boolean) {
  const days = frozen ? daysBetween(tripDate(new Date()), trip.startsOn) : trip.healthFreezeDays;
  await t.db.update(trips).set({ healthFreezeDays: days }).where(eq(trips.id, trip.id));
}
beforeAll(async () => {
  [trip] = (await t.db.select().from(trips).where(eq(trips.active, true))) as [typeof trip];
});
afterAll(() => setFrozen(false));

describe('before the freeze', () => {
  it('refuses a change: the family edits the record itself', async () => {
    await setFrozen(false);
    const family = await approvedFamily(t, 'HAB');
    const response = await send(family.cookie, family.id, { text: 'Νέα αλλεργία' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('HEALTH_RECORD_NOT_FROZEN');
    expect(await t.db.select().from(healthAddenda).where(eq(healthAddenda.travellerId, family.id))).toHaveLength(0);
  });
});

describe('after the freeze', () => {
  beforeAll(() => setFrozen(true));

  it('stores the change sealed and waiting, leaves the record as it was, and lists it for the family', async () => {
    await setFrozen(false);
    const family = await approvedFamily(t, 'HAF');
    await fillRecord(t, family.cookie, family.id);
    await setFrozen(true);
    const before = await findHealthRow(t.db, family.id);

    const empty = await send(family.cookie, family.id, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json().fieldErrors)).toContain('validation.required');
    const long = await send(family.cookie, family.id, { text: 'α'.repeat(2001) });
    expect(long.statusCode).toBe(400);

    const sent = await send(family.cookie, family.id, { text: 'Αλλεργία στα καρύδια από χθες', section: 'allergies' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'waiting', section: 'allergies', acknowledgedAt: null });

    const list = await t.app.inject({ url: addendaUrl(family.id), headers: { cookie: family.cookie } });
    expect(list.json()).toMatchObject([{ text: 'Αλλεργία στα καρύδια από χθες', status: 'waiting' }]);
    expect(await findHealthRow(t.db, family.id)).toEqual(before);

    const raw = await t.db.execute(
      sql`select row_to_json(a)::text as row from health_addenda a where traveller_id = ${family.id}`,
    );
    const stored = (raw as unknown as { rows: { row: string }[] }).rows[0]!.row;
    expect(stored).not.toContain('καρύδια');
    const [audited] = await auditOf('health.addendum-sent', family.id);
    expect(audited!.details).toMatchObject({ section: 'allergies' });
    expect(JSON.stringify(audited)).not.toContain('καρύδια');
  });

  it("is not reachable for another family's traveller", async () => {
    const family = await approvedFamily(t, 'HAO');
    const other = await approvedFamily(t, 'HAP');
    expect((await send(other.cookie, family.id, { text: 'Not mine' })).statusCode).toBe(404);
    const read = await t.app.inject({ url: addendaUrl(family.id), headers: { cookie: other.cookie } });
    expect(read.statusCode).toBe(404);
  });

  it('is read by the health lead (audited), acknowledged once through the kernel, and the family is e-mailed', async () => {
    const family = await approvedFamily(t, 'HAL');
    const sent = (await send(family.cookie, family.id, { text: 'Νέο φάρμακο: Ventolin' })).json();
    const lead = await staff('health');

    const waiting = await t.app.inject({
      url: `/api/admin/health/addenda?trip_id=${trip.id}&status=waiting`,
      headers: { cookie: lead },
    });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().map((row: { id: string }) => row.id)).toContain(sent.id);
    // Who sent it and when, as the traveller's page says; the text only through the audited read.
    expect(waiting.json().find((row: { id: string }) => row.id === sent.id)).toMatchObject({
      travellerId: family.id,
      sentByName: expect.any(String),
      status: 'waiting',
    });
    expect(waiting.body).not.toContain('Ventolin');
    const counts = await addendaWaitingByDeparture(t.db, trip.id);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    // The dashboard's health table counts the same changes waiting.
    const dashboard = await t.app.inject({
      url: `/api/admin/dashboard/health?trip_id=${trip.id}`,
      headers: { cookie: lead },
    });
    expect(dashboard.json().total.addendaWaiting).toBe([...counts.values()].reduce((a, b) => a + b, 0));

    const reads = (await auditOf('health.read', family.id)).length;
    const read = await t.app.inject({
      url: `/api/admin/travellers/${family.id}/health/addenda`,
      headers: { cookie: lead },
    });
    expect(read.json()[0]).toMatchObject({ text: 'Νέο φάρμακο: Ventolin', status: 'waiting' });
    expect(await auditOf('health.read', family.id)).toHaveLength(reads + 1);

    const done = await acknowledge(lead, sent.id, { note: 'Το είπαμε στους συνοδούς' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'acknowledged', note: 'Το είπαμε στους συνοδούς' });
    expect(done.json().acknowledgedByName).toBe('Staff health');
    const again = await acknowledge(lead, sent.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    const [audited] = await auditOf('health.addendum-acknowledged', family.id);
    expect(audited!.details).toMatchObject({ addendumId: sent.id, withNote: true });

    const mail = await smtp.delivered(family.guardianEmail);
    expect(mail.text).toMatch(/health lead|υπεύθυνος υγείας/);
    expect(mail.text).not.toContain('Ventolin');
    const list = await t.app.inject({ url: addendaUrl(family.id), headers: { cookie: family.cookie } });
    expect(list.json()[0]).toMatchObject({ status: 'acknowledged' });
    expect(list.json()[0].acknowledgedAt).not.toBeNull();
  });

  it('keeps finance, escorts and read-only staff out (403)', async () => {
    const family = await approvedFamily(t, 'HAR');
    const sent = (await send(family.cookie, family.id, { text: 'Change' })).json();
    for (const role of ['finance', 'escort', 'readonly'] as const) {
      const cookie = await staff(role);
      const calls = [
        await t.app.inject({ url: `/api/admin/health/addenda?trip_id=${trip.id}`, headers: { cookie } }),
        await t.app.inject({ url: `/api/admin/travellers/${family.id}/health/addenda`, headers: { cookie } }),
        await acknowledge(cookie, sent.id),
      ];
      expect(
        calls.map((call) => call.statusCode),
        role,
      ).toEqual([403, 403, 403]);
    }
  });

  it('goes with the registration when erased, after the trip with the record, and is in the data export', async () => {
    const family = await approvedFamily(t, 'HAE');
    await send(family.cookie, family.id, { text: 'Για την εξαγωγή' });
    const exported = await t.app.inject({ url: '/api/my/data-export', headers: { cookie: family.cookie } });
    expect(exported.statusCode).toBe(200);
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(exported.rawPayload);
    const data = JSON.parse(await zip.file('voyage-data.json')!.async('string'));
    const mine = data.travellers.find((row: { id: string }) => row.id === family.id);
    expect(mine.healthAddenda).toMatchObject([{ text: 'Για την εξαγωγή', status: 'waiting' }]);

    await t.db.transaction((tx) => eraseTravellerRows(tx, [family.id]));
    expect(await t.db.select().from(healthAddenda).where(eq(healthAddenda.travellerId, family.id))).toHaveLength(0);

    const kept = await approvedFamily(t, 'HAT');
    await send(kept.cookie, kept.id, { text: 'Μετά το ταξίδι' });
    await applyDataRetention({
      db: t.db,
      storage: t.app.storage,
      now: new Date(`${addDays(trip.endsOn, trip.idRetentionDays)}T12:00:00Z`),
    });
    expect(await t.db.select().from(healthAddenda).where(eq(healthAddenda.travellerId, kept.id))).toHaveLength(0);
  });
});
