import { schoolSchema, type School } from '@voyage/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, schools } from '../../src/db/schema/index.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { seededTripIds } from '../helpers/trip-cases.ts';

const t = setupTestApp({ registrationCodeRateLimitMax: 1000 });
const made: number[] = [];
afterAll(async () => {
  if (made.length > 0) await t.db.delete(schools).where(inArray(schools.id, made));
});

const FORM = {
  name: 'Lyceum of Test Street',
  district: 'larnaca',
  contactName: 'Anna Loizou',
  contactEmail: 'Anna.Loizou@example.org',
  departureId: null,
};

async function call(method: 'POST' | 'PATCH', url: string, payload: object) {
  const cookie = await t.signInAsAdmin();
  return t.app.inject({ method, url, payload, headers: t.unsafeHeaders(cookie) });
}

async function addSchool(form: object = FORM): Promise<School> {
  const { active } = await seededTripIds(t);
  const response = await call('POST', `/api/admin/schools?trip_id=${active}`, form);
  expect(response.statusCode, response.body).toBe(201);
  const school = schoolSchema.parse(response.json());
  made.push(school.id);
  return school;
}

const auditOf = (schoolId: number) =>
  t.db
    .select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'school'), eq(auditLog.entityId, String(schoolId))))
    .orderBy(auditLog.id);

describe('POST /api/admin/schools', () => {
  it('adds a school with a fresh registration code and its contact teacher, audited', async () => {
    const school = await addSchool();
    expect(school).toMatchObject({
      name: FORM.name,
      district: 'larnaca',
      contactName: 'Anna Loizou',
      contactEmail: 'anna.loizou@example.org',
      departureId: null,
      travellerCount: 0,
    });
    expect(school.registrationCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await auditOf(school.id)).map((row) => row.action)).toEqual(['school.created']);
  });

  it('refuses a missing name, an unknown district and a bad e-mail, each on its field', async () => {
    const { active } = await seededTripIds(t);
    const response = await call('POST', `/api/admin/schools?trip_id=${active}`, {
      ...FORM,
      name: ' ',
      district: 'atlantis',
      contactEmail: 'not an address',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        name: ['validation.required'],
        district: ['validation.required'],
        contactEmail: expect.any(Array),
      },
    });
  });

  it("refuses another trip's departure", async () => {
    const { active, past } = await seededTripIds(t);
    const cookie = await t.signInAsAdmin();
    const pastDepartures = (await t.app.inject({ url: `/api/departures?trip_id=${past}`, headers: { cookie } })).json<
      { id: number }[]
    >();
    const response = await call('POST', `/api/admin/schools?trip_id=${active}`, {
      ...FORM,
      departureId: pastDepartures[0]!.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ departureId: ['validation.invalid'] });
  });
});

describe('PATCH /api/admin/schools/:id', () => {
  it('changes the school, puts it on a departure, and audits the names of the fields changed', async () => {
    const { active } = await seededTripIds(t);
    const school = await addSchool();
    const cookie = await t.signInAsAdmin();
    const [departure] = (await t.app.inject({ url: `/api/departures?trip_id=${active}`, headers: { cookie } })).json<
      { id: number }[]
    >();
    const response = await call('PATCH', `/api/admin/schools/${school.id}`, {
      ...FORM,
      name: 'Lyceum of Another Street',
      departureId: departure!.id,
      expectedUpdatedAt: school.updatedAt,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(schoolSchema.parse(response.json())).toMatchObject({
      name: 'Lyceum of Another Street',
      departureId: departure!.id,
      registrationCode: school.registrationCode,
    });
    const rows = await auditOf(school.id);
    expect(rows.at(-1)).toEqual({ action: 'school.changed', details: { fields: ['name', 'departureId'] } });
  });

  it('refuses a stale copy with 409 CONFLICT and writes nothing', async () => {
    const school = await addSchool();
    const first = await call('PATCH', `/api/admin/schools/${school.id}`, {
      ...FORM,
      contactName: 'Someone Else',
      expectedUpdatedAt: school.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('PATCH', `/api/admin/schools/${school.id}`, {
      ...FORM,
      name: 'Too late',
      expectedUpdatedAt: school.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    const [row] = await t.db.select({ name: schools.name }).from(schools).where(eq(schools.id, school.id));
    expect(row!.name).toBe(FORM.name);
  });

  it('answers 404 for a school that does not exist', async () => {
    const response = await call('PATCH', '/api/admin/schools/999999', FORM);
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/admin/schools/:id/registration-code', () => {
  const start = (tripId: number, registrationCode: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/registration/start',
      headers: t.unsafeHeaders(),
      payload: { tripId, registrationCode },
    });

  it('replaces the code: registration refuses the old one at once and takes the new; audited without the codes', async () => {
    const { active } = await seededTripIds(t);
    const school = await addSchool();
    expect((await start(active, school.registrationCode)).statusCode).toBe(201);

    const response = await call('POST', `/api/admin/schools/${school.id}/registration-code`, {
      expectedUpdatedAt: school.updatedAt,
    });
    expect(response.statusCode, response.body).toBe(200);
    const renewed = schoolSchema.parse(response.json());
    expect(renewed.registrationCode).not.toBe(school.registrationCode);

    const refused = await start(active, school.registrationCode);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ registrationCode: ['validation.registrationCodeUnknown'] });
    expect((await start(active, renewed.registrationCode)).statusCode).toBe(201);

    const rows = await auditOf(school.id);
    expect(rows.at(-1)).toEqual({ action: 'school.code-renewed', details: {} });
    expect(JSON.stringify(rows)).not.toContain(school.registrationCode);
  });

  it('refuses a stale copy with 409 CONFLICT', async () => {
    const school = await addSchool();
    await call('POST', `/api/admin/schools/${school.id}/registration-code`, {});
    const stale = await call('POST', `/api/admin/schools/${school.id}/registration-code`, {
      expectedUpdatedAt: school.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
  });
});
