import { randomUUID } from 'node:crypto';
import type { HealthRecord, StaffRole } from '@voyage/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeStaffGrant } from '../../src/accounts/queries/staff-roles.ts';
import { auditLog, departures, healthRecords, schools } from '../../src/db/schema/index.ts';
import { createPasswordUser } from '../../src/db/seed/seed-admin.ts';
import { SEALED_SECTIONS, sealSection } from '../../src/health/sealed-record.ts';
import { pdfPages, xlsxSheets } from '../exports/export-kit.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { insertTraveller } from '../review/review-kit.ts';

/** The meal list for the hotel and the medical card for a doctor (docs/product/health.md#meal-list, #medical-card). */
const t = setupTestApp({ signInRateLimitMax: 1000 });
const password = 'staff passphrase of mine';

/** A record whose medical words must never reach the hotel; the diet's own words name an illness. */
const RECORD: HealthRecord = {
  allergies: [{ what: 'Arachides', severity: 'severe', anaphylaxis: true }],
  medicines: [{ name: 'Ventolin', dose: '2 bouffées', times: ['20:00', '08:00'], keptBy: 'escort' }],
  diet: {
    vegetarian: true,
    noPork: false,
    halal: false,
    glutenFree: true,
    lactoseFree: false,
    noNuts: true,
    other: 'sans oeufs (eczema)',
  },
  conditions: { asthma: true, diabetes: false, epilepsy: false, other: 'Asthme d’effort', canSwim: false },
  contacts: {
    contacts: [{ name: 'Eleni Georgiou', relation: 'Grandmother', phone: '+357 99 765432' }],
    doctorName: 'Dr Andreas Nikolaou',
    doctorPhone: '+357 22 334455',
    ehicNumber: 'CY123456789',
    ehicExpiresOn: '2030-01-31',
  },
};
const MEDICAL_WORDS = [
  'Arachides',
  'Ventolin',
  'bouffées',
  'oeufs',
  'eczema',
  'Asthme',
  'asthma',
  'Grandmother',
  'Nikolaou',
  'CY123456789',
  'adrenaline',
  'Anaphylaxis',
  'Αναφυλαξία',
];

let departureId: number;
let otherDepartureId: number;
let withRecord: { id: string; lastName: string };
let withoutRecord: { id: string; lastName: string };

async function staff(role: StaffRole, departureIds: number[] = []): Promise<{ id: string; cookie: string }> {
  const email = `${role}-${randomUUID().slice(0, 8)}@voyage.test`;
  const id = await createPasswordUser(t.db, { email, password, name: `Staff ${role}`, role: 'admin', staffRole: role });
  if (departureIds.length > 0) await writeStaffGrant(t.db, id, { role, departureIds });
  const { cookie } = await t.enrolTwoFactor(await t.signIn(email, password), password);
  return { id, cookie };
}

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const mealList = (id: number, query: string) => `/api/admin/departures/${id}/meal-list?${query}`;
const medicalCard = (id: string) => `/api/admin/travellers/${id}/medical-card`;

async function auditRows(action: string, entityId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

beforeAll(async () => {
  const [seeded] = await t.db.select({ tripId: schools.tripId }).from(schools).limit(1);
  const tripId = seeded!.tripId;
  const made = await t.db
    .insert(departures)
    .values(
      ['Repas', 'Autre'].map((name) => ({
        tripId,
        label: { el: name, en: name },
        outboundDate: '2099-04-10',
        inboundDate: '2099-04-15',
        carrier: 'Aegean',
        hotel: 'Hôtel des Repas',
        flights: [],
      })),
    )
    .returning({ id: departures.id });
  departureId = made[0]!.id;
  otherDepartureId = made[1]!.id;
  const [school] = await t.db
    .insert(schools)
    .values({
      tripId,
      name: 'Lycée des Repas',
      district: 'lemesos',
      registrationCode: randomUUID().slice(0, 9),
      departureId,
    })
    .returning({ id: schools.id });
  const approved = { tripId, schoolId: school!.id, status: 'approved' as const, approvedAt: new Date() };
  withRecord = await insertTraveller(t.db, {
    ...approved,
    lastName: 'AAMEAL',
    firstName: 'NIKOS',
    dateOfBirth: '2011-05-02',
  });
  withoutRecord = await insertTraveller(t.db, { ...approved, lastName: 'ZZMEAL', firstName: 'ANNA' });
  const sealed = Object.fromEntries(
    SEALED_SECTIONS.map((section) => [section, sealSection(t.app.healthDataKey, section, RECORD[section])]),
  );
  await t.db.insert(healthRecords).values({ travellerId: withRecord.id, ...sealed });
});

describe('GET /api/admin/departures/:id/meal-list', () => {
  it('gives the hotel the diets in plain words and no medical word, as XLSX', async () => {
    const admin = await t.signInAsAdmin();
    const response = await get(mealList(departureId, 'format=xlsx&lang=en'), admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="meal-list-.*-repas-2099-04-10\.xlsx"/,
    );
    const sheet = [...(await xlsxSheets(response.rawPayload)).values()][0]!;
    const text = JSON.stringify(sheet);
    expect(text).toContain('vegetarian, gluten-free, no nuts, other need: ask the escort');
    expect(text).toContain('Severe food allergy: ask the escort');
    expect(text).toContain('not given yet');
    expect(text.indexOf('AAMEAL')).toBeLessThan(text.indexOf('ZZMEAL'));
    for (const word of MEDICAL_WORDS) expect(text, word).not.toContain(word);
  });

  it('reads the same in Greek as a PDF, still without a medical word', async () => {
    const admin = await t.signInAsAdmin();
    const response = await get(mealList(departureId, 'format=pdf'), admin);
    expect(response.statusCode, response.body).toBe(200);
    const { text } = await pdfPages(response.rawPayload);
    expect(text).toContain('Λίστα γευμάτων');
    expect(text).toContain('χωρίς γλουτένη');
    expect(text).toContain('ρωτήστε τον συνοδό');
    expect(text).toContain('AAMEAL');
    for (const word of MEDICAL_WORDS) expect(text, word).not.toContain(word);
  });

  it('is written in the audit log without a name, and refused to other roles and departures', async () => {
    const escort = await staff('escort', [departureId]);
    expect((await get(mealList(departureId, 'format=xlsx'), escort.cookie)).statusCode).toBe(200);
    const [row] = await auditRows('health.meal-list', String(departureId)).then((rows) =>
      rows.filter((audit) => audit.actorUserId === escort.id),
    );
    expect(row?.details).toEqual({ format: 'xlsx', lang: 'el', rows: 2 });
    expect(JSON.stringify(row)).not.toContain('AAMEAL');

    expect((await get(mealList(otherDepartureId, 'format=xlsx'), escort.cookie)).statusCode).toBe(404);
    const health = await staff('health');
    expect((await get(mealList(otherDepartureId, 'format=pdf'), health.cookie)).statusCode).toBe(200);
    for (const role of ['finance', 'readonly'] as const) {
      const refused = await get(mealList(departureId, 'format=xlsx'), (await staff(role)).cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('ROLE_NOT_INCLUDED');
    }
    expect((await get(mealList(departureId, 'format=csv'), (await staff('health')).cookie)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/travellers/:id/medical-card', () => {
  it('puts the whole record on the card for a doctor, in French then in English', async () => {
    const admin = await t.signInAsAdmin();
    const response = await get(medicalCard(withRecord.id), admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/filename="medical-card-aameal-nikos-.*\.pdf"/);
    const { text, sizes } = await pdfPages(response.rawPayload);
    expect(sizes).toHaveLength(2);
    const [french, english] = text.split('Medical card · Identity');
    for (const words of ['Allergies', 'Médicaments', 'Gravité', 'sévère', 'Épilepsie', 'Établie le', 'Chypre']) {
      expect(french, words).toContain(words);
    }
    for (const typed of ['Arachides', 'Ventolin', '2 bouffées', '08:00, 20:00', 'Asthme d’effort', '+357 99 765432']) {
      expect(french, typed).toContain(typed);
    }
    for (const words of ['Medicines', 'Date of birth', 'Cyprus', 'Dr Andreas Nikolaou', 'CY123456789']) {
      expect(english, words).toContain(words);
    }
    expect(text).toContain('02/05/2011');
    expect(text).toContain('Responsable légal');
  });

  it('says what the family has not given yet', async () => {
    const { text } = await pdfPages((await get(medicalCard(withoutRecord.id), await t.signInAsAdmin())).rawPayload);
    expect(text).toContain('Non renseigné par la famille');
    expect(text).toContain('Not given by the family');
  });

  it("is for the health lead and the traveller's escort, each card an audit row", async () => {
    const health = await staff('health');
    expect((await get(medicalCard(withRecord.id), health.cookie)).statusCode).toBe(200);
    const escort = await staff('escort', [departureId]);
    expect((await get(medicalCard(withRecord.id), escort.cookie)).statusCode).toBe(200);
    const rows = await auditRows('health.medical-card', withRecord.id);
    expect(rows.map((row) => row.actorUserId)).toEqual(expect.arrayContaining([health.id, escort.id]));
    expect(JSON.stringify(rows)).not.toContain('Arachides');

    const otherEscort = await staff('escort', [otherDepartureId]);
    const hidden = await get(medicalCard(withRecord.id), otherEscort.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('%PDF');
    for (const role of ['finance', 'readonly'] as const) {
      const { id, cookie } = await staff(role);
      expect((await get(medicalCard(withRecord.id), cookie)).statusCode).toBe(403);
      expect(
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.actorUserId, id), eq(auditLog.action, 'health.medical-card'))),
      ).toEqual([]);
    }
  });
});
