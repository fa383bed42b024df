import { addDays, daysBetween, FILLED_HEALTH_RECORD, myHealthRecordSchema, tripDate } from '@voyage/domain';
import { and, eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { auditLog, trips, user } from '../../src/db/schema/index.ts';
import { openRecord } from '../../src/health/sealed-record.ts';
import { findHealthRow } from '../../src/health/queries/health-records.ts';
import { setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { TEST_HEALTH_DATA_KEY } from '../helpers/test-app.ts';
import { approvedFamily, fillRecord, healthUrl, saveSection } from './health-kit.ts';

/** The child's health record in My Voyage (docs/product/health.md). */
const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });

describe('a family fills in the health record', () => {
  it('starts empty with every section missing, and is complete once each section and the consent are saved', async () => {
    const family = await approvedFamily(t);
    const empty = await t.app.inject({ url: healthUrl(family.id), headers: { cookie: family.cookie } });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().completeness).toEqual({
      complete: false,
      missing: ['allergies', 'medicines', 'diet', 'conditions', 'contacts', 'consent'],
    });

    const answer = myHealthRecordSchema.parse(await fillRecord(t, family.cookie, family.id));
    expect(answer.completeness).toEqual({ complete: true, missing: [] });
    expect(answer.record).toEqual(FILLED_HEALTH_RECORD);
    // Who ticked it: the signed-in guardian's account name, as the server recorded it.
    const [account] = await t.db.select({ name: user.name }).from(user).where(eq(user.email, family.guardianEmail));
    expect(answer.consent?.givenBy).toBe(account!.name);

    // Read again later: what was saved is there.
    const again = await t.app.inject({ url: healthUrl(family.id), headers: { cookie: family.cookie } });
    expect(again.json().record).toEqual(FILLED_HEALTH_RECORD);
    const audited = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityId, family.id));
    expect(audited.map((row) => row.action).sort()).toContain('health.consent-given');
    expect(JSON.stringify(audited)).not.toContain('Φιστίκια');

    // The family's data export carries the record as typed, opened, with who gave the consent.
    const exported = await t.app.inject({ url: '/api/my/data-export', headers: { cookie: family.cookie } });
    expect(exported.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(exported.rawPayload);
    const data = JSON.parse(await zip.file('voyage-data.json')!.async('string'));
    const mine = data.travellers.find((row: { id: string }) => row.id === family.id);
    expect(mine.healthRecord).toMatchObject({
      record: FILLED_HEALTH_RECORD,
      consent: { givenBy: account!.name, givenAt: answer.consent!.givenAt },
    });
  });

  it('refuses a section that is not valid, saying which field and why', async () => {
    const family = await approvedFamily(t);
    const response = await saveSection(t, family.cookie, family.id, {
      contacts: { ...FILLED_HEALTH_RECORD.contacts, contacts: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(response.json().fieldErrors)).toContain('validation.healthContactRequired');
  });

  it('is not reachable by another family, nor for a registration not approved', async () => {
    const family = await approvedFamily(t);
    const other = await approvedFamily(t, 'HLO');
    await fillRecord(t, family.cookie, family.id);
    const read = await t.app.inject({ url: healthUrl(family.id), headers: { cookie: other.cookie } });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Φιστίκια');
    const write = await saveSection(t, other.cookie, family.id, { allergies: [] });
    expect(write.statusCode).toBe(404);
    expect((await findHealthRow(t.db, family.id))?.allergies).toHaveLength(1);

    await t.db.execute(sql`update travellers set status = 'pending' where id = ${other.id}`);
    const pending = await t.app.inject({ url: healthUrl(other.id), headers: { cookie: other.cookie } });
    expect(pending.statusCode).toBe(404);
  });

  it('keeps the free texts unreadable in the database', async () => {
    const family = await approvedFamily(t);
    await fillRecord(t, family.cookie, family.id, {
      ...FILLED_HEALTH_RECORD,
      contacts: { ...FILLED_HEALTH_RECORD.contacts!, ehicNumber: 'CY 8030012345', ehicExpiresOn: '2029-01-31' },
    });
    const raw = await t.db.execute(
      sql`select row_to_json(h)::text as row from health_records h where traveller_id = ${family.id}`,
    );
    const stored = (raw as unknown as { rows: { row: string }[] }).rows[0]!.row;
    for (const plain of [
      'Φιστίκια',
      'Ventolin',
      '2 εισπνοές',
      'Ελένη Γεωργίου',
      'Γιαγιά',
      '99 123456',
      'Νικολάου',
      'CY 8030012345',
    ]) {
      expect(stored).not.toContain(plain);
    }
    // The same row opens with the key; with another key it does not.
    const row = (await findHealthRow(t.db, family.id))!;
    expect(openRecord(Buffer.from(TEST_HEALTH_DATA_KEY, 'base64'), row).allergies![0]!.what).toBe('Φιστίκια');
    expect(() => openRecord(Buffer.alloc(32, 1), row)).toThrow();
  });
});

describe('the freeze before the departure', () => {
  it('makes the record read-only for the family with a typed error', async () => {
    const family = await approvedFamily(t);
    await saveSection(t, family.cookie, family.id, { allergies: [] });
    const [trip] = await t.db.select().from(trips).where(eq(trips.active, true));
    const today = tripDate(new Date());
    // The freeze day becomes today: the departure is this many days away.
    await t.db
      .update(trips)
      .set({ healthFreezeDays: daysBetween(today, trip!.startsOn) })
      .where(eq(trips.id, trip!.id));
    try {
      const read = await t.app.inject({ url: healthUrl(family.id), headers: { cookie: family.cookie } });
      expect(read.json()).toMatchObject({ frozen: true, freezesOn: today, record: { allergies: [] } });
      const write = await saveSection(t, family.cookie, family.id, { allergies: FILLED_HEALTH_RECORD.allergies });
      expect(write.statusCode).toBe(409);
      expect(write.json().code).toBe('HEALTH_RECORD_FROZEN');
      expect((await findHealthRow(t.db, family.id))?.allergies).toEqual([]);
    } finally {
      await t.db.update(trips).set({ healthFreezeDays: trip!.healthFreezeDays }).where(eq(trips.id, trip!.id));
    }
    const open = await t.app.inject({ url: healthUrl(family.id), headers: { cookie: family.cookie } });
    expect(open.json()).toMatchObject({ frozen: false, freezesOn: addDays(trip!.startsOn, -trip!.healthFreezeDays) });
  });
});

describe('staff read the record', () => {
  it('see the flags without an audit row, and the full record with one for every read', async () => {
    const family = await approvedFamily(t);
    await fillRecord(t, family.cookie, family.id);
    const admin = await t.signInAsAdmin();
    const reads = () =>
      t.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'health.read'), eq(auditLog.entityId, family.id)));

    const flags = await t.app.inject({
      url: `/api/admin/travellers/${family.id}/health/flags`,
      headers: { cookie: admin },
    });
    expect(flags.statusCode).toBe(200);
    expect(flags.json().flags.map((flag: { text: { en: string } }) => flag.text.en)).toEqual([
      'Anaphylaxis: carries adrenaline',
      'Diet: vegetarian, no nuts',
      'Medicine at 08:00 and 20:00 (the escort keeps it)',
    ]);
    // Who to call comes with the flags; the allergen and the doctor stay in the full record.
    expect(flags.json().emergencyContacts).toEqual(FILLED_HEALTH_RECORD.contacts!.contacts);
    expect(flags.body).not.toContain('Φιστίκια');
    expect(flags.body).not.toContain(FILLED_HEALTH_RECORD.contacts!.doctorName);
    expect(await reads()).toHaveLength(0);

    for (const round of [1, 2]) {
      const full = await t.app.inject({ url: `/api/admin/travellers/${family.id}/health`, headers: { cookie: admin } });
      expect(full.statusCode).toBe(200);
      expect(full.json().record).toEqual(FILLED_HEALTH_RECORD);
      expect(await reads()).toHaveLength(round);
    }
    const unknown = await t.app.inject({
      url: '/api/admin/travellers/00000000-0000-4000-8000-000000000000/health',
      headers: { cookie: admin },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
