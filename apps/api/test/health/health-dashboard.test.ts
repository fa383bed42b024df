import { randomUUID } from 'node:crypto';
import {
  FILLED_HEALTH_RECORD,
  healthDashboardSchema,
  healthMissingRowSchema,
  type HealthDashboard,
  type StaffRole,
} from '@voyage/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeStaffGrant } from '../../src/accounts/queries/staff-roles.ts';
import { schools, travellers } from '../../src/db/schema/index.ts';
import { createPasswordUser } from '../../src/db/seed/seed-admin.ts';
import { auditRows } from '../accounts/fixtures.ts';
import { smtpServerPerFile } from '../mail/smtp-per-file.ts';
import { seededTripIds } from '../helpers/trip-cases.ts';
import { approvedFamily, fillRecord, saveSection } from './health-kit.ts';
import { setupAppWithRegistrations } from '../accounts/fixtures.ts';

/** The health records on the dashboard and the reminders (docs/product/health.md#dashboard). */
const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });
const smtp = smtpServerPerFile(t);
const password = 'staff passphrase of mine';

async function staff(role: StaffRole, departureIds: number[] = []): Promise<string> {
  const email = `${role}-${randomUUID().slice(0, 8)}@voyage.test`;
  const id = await createPasswordUser(t.db, { email, password, name: `Staff ${role}`, role: 'admin', staffRole: role });
  if (departureIds.length > 0) await writeStaffGrant(t.db, id, { role, departureIds });
  return (await t.enrolTwoFactor(await t.signIn(email, password), password)).cookie;
}

const get = (url: string, cookie: string, query: Record<string, string> = {}) =>
  t.app.inject({ url, query, headers: { cookie } });
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: t.unsafeHeaders(cookie), payload });

async function departureOf(travellerId: string): Promise<number> {
  const [row] = await t.db
    .select({ departureId: schools.departureId })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(eq(travellers.id, travellerId));
  return row!.departureId!;
}

async function dashboard(cookie: string): Promise<HealthDashboard> {
  const { active } = await seededTripIds(t);
  const response = await get('/api/admin/dashboard/health', cookie, { trip_id: String(active) });
  expect(response.statusCode, response.body).toBe(200);
  return healthDashboardSchema.parse(response.json());
}

async function missingList(cookie: string, departureId?: number) {
  const { active } = await seededTripIds(t);
  const query = { trip_id: String(active), ...(departureId ? { departure_id: String(departureId) } : {}) };
  const response = await get('/api/admin/dashboard/health/missing', cookie, query);
  expect(response.statusCode, response.body).toBe(200);
  return healthMissingRowSchema.array().parse(response.json());
}

describe('the health records on the dashboard', () => {
  it('counts complete and missing records per departure and in all, for the health lead', async () => {
    const lead = await staff('health');
    const before = await dashboard(lead);
    const done = await approvedFamily(t, 'HDA');
    const partial = await approvedFamily(t, 'HDB');
    await fillRecord(t, done.cookie, done.id);
    await saveSection(t, partial.cookie, partial.id, { allergies: [] });
    const after = await dashboard(lead);
    const departureId = await departureOf(done.id);
    const row = (d: HealthDashboard) => d.byDeparture.find((entry) => entry.departureId === departureId)!;
    expect(row(after).complete - row(before).complete).toBe(1);
    expect(row(after).missing - row(before).missing).toBe(1);
    expect(after.total.complete - before.total.complete).toBe(1);
    expect(after.total.missing - before.total.missing).toBe(1);
    const sum = (key: 'complete' | 'missing' | 'addendaWaiting') =>
      after.byDeparture.reduce((total, entry) => total + entry[key], 0);
    expect(after.total).toEqual({
      complete: sum('complete'),
      missing: sum('missing'),
      addendaWaiting: sum('addendaWaiting'),
    });
    expect(row(after).label?.en).toBeTruthy();
  });

  it('lists who is missing what, with the guardian, for the trip or one departure', async () => {
    const admin = await t.signInAsAdmin();
    const partial = await approvedFamily(t, 'HDC');
    const done = await approvedFamily(t, 'HDD');
    await saveSection(t, partial.cookie, partial.id, { allergies: [] });
    await fillRecord(t, done.cookie, done.id);
    const departureId = await departureOf(partial.id);
    const rows = await missingList(admin, departureId);
    const entry = rows.find((row) => row.travellerId === partial.id);
    expect(entry).toMatchObject({
      firstName: partial.firstName,
      guardianName: partial.guardianName,
      guardianEmail: partial.guardianEmail,
      departureId,
      missing: ['medicines', 'diet', 'conditions', 'contacts', 'consent'],
      lastReminderAt: null,
    });
    expect(rows.some((row) => row.travellerId === done.id)).toBe(false);
    expect(rows.every((row) => row.departureId === departureId)).toBe(true);
    expect((await missingList(admin)).some((row) => row.travellerId === partial.id)).toBe(true);
  });
});

describe('the reminder e-mail', () => {
  it('goes in the family language with the link and what is missing, once a day', async () => {
    const lead = await staff('health');
    const greek = await approvedFamily(t, 'HDE');
    await t.db.update(travellers).set({ language: 'el' }).where(eq(travellers.id, greek.id));
    await saveSection(t, greek.cookie, greek.id, { diet: FILLED_HEALTH_RECORD.diet });
    const sent = await post(`/api/admin/travellers/${greek.id}/health/reminder`, lead);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sent: 1, alreadyRemindedToday: 0 });
    const mail = await smtp.delivered(greek.guardianEmail);
    expect(mail.subject).toContain('Συμπληρώστε τον φάκελο υγείας του ταξιδιώτη');
    expect(mail.subject).toContain(greek.firstName);
    expect(mail.text).toContain(`/my-voyage/${greek.id}/health`);
    expect(mail.text).toContain('Αλλεργίες, Φάρμακα, Θέματα υγείας και κολύμπι');
    expect(mail.text).not.toContain('Διατροφή,');

    const again = await post(`/api/admin/travellers/${greek.id}/health/reminder`, lead);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('HEALTH_REMINDER_SENT_TODAY');
    expect(await auditRows(t.db, 'health.reminder-sent', greek.id)).toHaveLength(1);
    const listed = (await missingList(lead)).find((row) => row.travellerId === greek.id);
    expect(listed?.lastReminderAt).not.toBeNull();

    const english = await approvedFamily(t, 'HDF');
    await t.db.update(travellers).set({ language: 'en' }).where(eq(travellers.id, english.id));
    expect((await post(`/api/admin/travellers/${english.id}/health/reminder`, lead)).statusCode).toBe(200);
    const mailEn = await smtp.delivered(english.guardianEmail);
    expect(mailEn.subject).toBe(`Complete the health record of ${english.firstName} ${english.lastName}`);
    expect(mailEn.text).toContain('Still missing: Allergies, Medicines, Diet, Health conditions and swimming');
    expect(mailEn.text).toContain('Consent to emergency treatment');
  });

  it('is refused for a complete record and for a registration not approved', async () => {
    const admin = await t.signInAsAdmin();
    const done = await approvedFamily(t, 'HDG');
    await fillRecord(t, done.cookie, done.id);
    const complete = await post(`/api/admin/travellers/${done.id}/health/reminder`, admin);
    expect(complete.statusCode).toBe(409);
    expect(complete.json().code).toBe('HEALTH_RECORD_COMPLETE');
    await t.db.update(travellers).set({ status: 'pending' }).where(eq(travellers.id, done.id));
    expect((await post(`/api/admin/travellers/${done.id}/health/reminder`, admin)).statusCode).toBe(404);
  });

  it('reminds every family of a departure still missing something, leaving out those reminded today', async () => {
    const admin = await t.signInAsAdmin();
    const { active } = await seededTripIds(t);
    const family = await approvedFamily(t, 'HDH');
    const departureId = await departureOf(family.id);
    const waiting = (await missingList(admin, departureId)).length;
    const first = await post('/api/admin/dashboard/health/reminders', admin, { tripId: active, departureId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().sent + first.json().alreadyRemindedToday).toBe(waiting);
    expect(await auditRows(t.db, 'health.reminder-sent', family.id)).toHaveLength(1);
    expect(await smtp.received(family.guardianEmail)).toHaveLength(1);
    const second = await post('/api/admin/dashboard/health/reminders', admin, { tripId: active, departureId });
    expect(second.json()).toEqual({ sent: 0, alreadyRemindedToday: waiting });
    const other = await post('/api/admin/dashboard/health/reminders', admin, { tripId: active + 1000, departureId });
    expect(other.statusCode).toBe(404);
  });
});

describe('who may use them', () => {
  it('refuses finance and escorts (403), on every health dashboard route', async () => {
    const { active } = await seededTripIds(t);
    const family = await approvedFamily(t, 'HDI');
    const departureId = await departureOf(family.id);
    const [placed] = await t.db
      .select({ departureId: schools.departureId })
      .from(schools)
      .where(and(eq(schools.tripId, active), isNotNull(schools.departureId)));
    for (const cookie of [await staff('finance'), await staff('escort', [placed!.departureId!])]) {
      const answers = [
        await get('/api/admin/dashboard/health', cookie, { trip_id: String(active) }),
        await get('/api/admin/dashboard/health/missing', cookie, { trip_id: String(active) }),
        await post(`/api/admin/travellers/${family.id}/health/reminder`, cookie),
        await post('/api/admin/dashboard/health/reminders', cookie, { tripId: active, departureId }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json().code).toBe('ROLE_NOT_INCLUDED');
      }
    }
    expect(await auditRows(t.db, 'health.reminder-sent', family.id)).toHaveLength(0);
  });
});
