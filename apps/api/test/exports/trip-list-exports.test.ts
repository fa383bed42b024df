import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../../src/db/schema/index.ts';
import { itIsForAdminsOnly } from '../helpers/trip-cases.ts';
import { setupReviewApp } from '../review/review-kit.ts';
import { csvRows, downloadExport, exportAudits, exportWorld, pdfPages, xlsxSheets } from './export-kit.ts';

/** The schools and departures screens' lists as files (docs/product/exports.md#list-exports). */

const { t } = setupReviewApp({ signInRateLimitMax: 1000 });
const world = exportWorld(t);
/** A school of Paphos whose name a spreadsheet would run. */
const FORMULA_SCHOOL = '+SUM(1)*cmd|calc';

beforeAll(async () => {
  await t.db.insert(schools).values({
    tripId: world().tripId,
    name: FORMULA_SCHOOL,
    district: 'paphos',
    registrationCode: randomUUID().slice(0, 9),
  });
});

const download = (path: string, query: Record<string, string>) => downloadExport(t, world().tripId, path, query);

describe('GET /api/admin/schools/export', () => {
  it('lists the schools as the screen does, with their departure and head-count, a formula guarded', async () => {
    const response = await download('schools', { format: 'csv', lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toMatch(/filename="schools-exports-/);
    const rows = csvRows(response.rawPayload);
    expect(rows[0]).toEqual([
      'School',
      'District',
      'Registration code',
      'Departure',
      'Contact teacher',
      'E-mail',
      'Travellers',
    ]);
    const cookie = await t.signInAsAdmin();
    const onScreen = (
      await t.app.inject({ url: '/api/schools', query: { trip_id: String(world().tripId) }, headers: { cookie } })
    ).json<{ name: string; registrationCode: string; travellerCount: number }[]>();
    expect(rows.slice(1).map((row) => row[0]!.replace(/^'/, ''))).toEqual(onScreen.map((school) => school.name));
    const greek = rows.find((row) => row[0] === world().schools.greek.name)!;
    const shown = onScreen.find((school) => school.name === world().schools.greek.name)!;
    expect(greek.slice(1, 4)).toEqual(['Lemesos', shown.registrationCode, 'Departure 1']);
    expect(greek[6]).toBe(String(shown.travellerCount));
    expect(rows.find((row) => row[0]!.includes('SUM'))![0]).toBe(`'${FORMULA_SCHOOL}`);
  });

  it('keeps the district chosen on screen, in the XLSX and the PDF too, and audits it', async () => {
    const paphos = csvRows((await download('schools', { format: 'csv', district: 'paphos' })).rawPayload);
    expect(paphos.slice(1).map((row) => [row[0], row[1]])).toEqual([[`'${FORMULA_SCHOOL}`, 'Πάφος']]);
    const sheets = await xlsxSheets((await download('schools', { format: 'xlsx', district: 'lemesos' })).rawPayload);
    const rows = sheets.get('Σχολεία')!;
    expect(rows.slice(1).map((row) => row[0])).not.toContain(FORMULA_SCHOOL);
    expect(rows.slice(1)).toHaveLength(3);
    expect(typeof rows[1]![6]).toBe('number');
    const { text } = await pdfPages((await download('schools', { format: 'pdf', district: 'paphos' })).rawPayload);
    expect(text).toContain('Σχολεία');
    expect(text).toContain(FORMULA_SCHOOL);
    expect(text).not.toContain('English School');
    expect((await download('schools', { format: 'csv', district: 'atlantis' })).statusCode).toBe(400);
    const audits = await exportAudits(t, world().tripId);
    expect(audits.map((row) => row.details)).toContainEqual({
      what: 'schools',
      format: 'pdf',
      lang: 'el',
      filter: { district: ['paphos'] },
      rows: 1,
    });
  });

  itIsForAdminsOnly(t, '/api/admin/schools/export');
});

describe('GET /api/admin/departures/export', () => {
  it('lists the departures by outbound date with their schools and escorts, as CSV, XLSX and PDF', async () => {
    const rows = csvRows((await download('departures', { format: 'csv', lang: 'en' })).rawPayload);
    expect(rows[0]).toEqual([
      'Departure',
      'Outbound',
      'Return',
      'Carrier',
      'Hotel',
      'Schools',
      'Travellers',
      'Escorts',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['Departure 1', '2099-03-15', '2099-03-20'],
      ['Departure 2', '2099-03-16', '2099-03-21'],
    ]);
    expect(rows[1]![5]).toContain('English School');
    expect(rows[1]![7]).toBe('MARIA ESCORT (+357 99 111111), GIORGOS ESCORT (+357 99 222222)');
    const sheets = await xlsxSheets((await download('departures', { format: 'xlsx' })).rawPayload);
    expect(sheets.get('Αναχωρήσεις')![1]!.slice(0, 3)).toEqual(['Αναχώρηση 1', '2099-03-15', '2099-03-20']);
    const { text } = await pdfPages((await download('departures', { format: 'pdf', lang: 'en' })).rawPayload);
    expect(text).toContain(`Departures · ${world().tripName.en}`);
    expect(text).toContain('Departure 2');
    const audits = await exportAudits(t, world().tripId);
    expect(audits.map((row) => row.details)).toContainEqual({
      what: 'departures',
      format: 'pdf',
      lang: 'en',
      filter: {},
      rows: 2,
    });
  });

  itIsForAdminsOnly(t, '/api/admin/departures/export');
});

describe('GET /api/admin/dashboard/payment-groups/export', () => {
  it("holds the dashboard's payments by school and by departure, as CSV, XLSX and PDF", async () => {
    const response = await download('dashboard/payment-groups', { format: 'csv', lang: 'en' });
    expect(String(response.headers['content-disposition'])).toMatch(/filename="payments-by-group-exports-/);
    const rows = csvRows(response.rawPayload);
    const cookie = await t.signInAsAdmin();
    const { payments } = (
      await t.app.inject({ url: '/api/dashboard', query: { trip_id: String(world().tripId) }, headers: { cookie } })
    ).json<{ payments: { bySchool: { name: string; receivedCents: number }[]; byDeparture: unknown[] } }>();
    const header = ['Expected (EUR)', 'Received (EUR)', 'Waiting for confirmation (EUR)', 'Outstanding (EUR)'];
    expect(rows[0]).toEqual(['School', ...header, 'Overdue (EUR)']);
    const bySchool = rows.slice(1, payments.bySchool.length + 1);
    // The formula-like school name comes guarded, as in every CSV.
    expect(bySchool.map((row) => row[0]!.replace(/^'/, ''))).toEqual(payments.bySchool.map((school) => school.name));
    expect(bySchool.find((row) => row[0] === world().schools.greek.name)![2]).toBe('300.50');
    const heading = payments.bySchool.length + 2;
    expect(rows.slice(heading - 1, heading + 2)).toEqual([
      [''],
      ['Payments by departure'],
      ['Departure', ...header, 'Overdue (EUR)'],
    ]);
    expect(rows.slice(heading + 2).map((row) => row[0])).toEqual([
      'Departure 1 · 2099-03-15',
      'Departure 2 · 2099-03-16',
    ]);
    const sheets = await xlsxSheets((await download('dashboard/payment-groups', { format: 'xlsx' })).rawPayload);
    const greek = sheets.get('Πληρωμές ανά σχολείο')!.find((row) => row[0] === world().schools.greek.name)!;
    expect(greek[2]).toBe(300.5);
    expect(sheets.get('Πληρωμές ανά αναχώρηση')![1]![0]).toBe('Αναχώρηση 1 · 2099-03-15');
    const { text } = await pdfPages((await download('dashboard/payment-groups', { format: 'pdf' })).rawPayload);
    expect(text).toContain(`Πληρωμές ανά ομάδα · ${world().tripName.el}`);
    expect(text).toContain('Πληρωμές ανά αναχώρηση');
    // A reader's table writes money as its language does, with the cents (the CSV and XLSX keep the figure).
    expect(text.replace(/\s/g, ' ')).toContain(`${world().schools.greek.name} 3.270,00 € 300,50 €`);
    expect((await download('dashboard/payment-groups', { format: 'pdf', trip_id: '999999' })).statusCode).toBe(404);
    const audits = await exportAudits(t, world().tripId);
    expect(audits.map((row) => row.details)).toContainEqual({
      what: 'payment-groups',
      format: 'pdf',
      lang: 'el',
      filter: {},
      rows: payments.bySchool.length + payments.byDeparture.length,
    });
  });

  itIsForAdminsOnly(t, '/api/admin/dashboard/payment-groups/export?format=csv');
});
