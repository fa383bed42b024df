import { randomUUID } from 'node:crypto';
import type { TravellerListFilters } from '@voyage/domain';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, schools, travellers, trips } from '../../src/db/schema/index.ts';
import { EXPORT_CONTENT_TYPES, headerText } from '../../src/exports/export-table.ts';
import { TRAVELLER_EXPORT_COLUMNS, travellerExportRow } from '../../src/exports/services/export-traveller-list.ts';
import { writeCsv } from '../../src/exports/write-csv.ts';
import { listWholeTripTravellersForExport, travellerExportPages } from '../../src/travellers/queries/traveller-list.ts';
import type { TravellerFilter } from '../../src/travellers/queries/travellers.ts';
import { copyOfActiveTrip } from '../helpers/trip-cases.ts';
import { setupReviewApp } from '../review/review-kit.ts';
import { csvRows, downloadExport, exportAudits, pdfPages, xlsxSheets } from './export-kit.ts';
import { tripOfTraveller } from '../helpers/trip-of-traveller.ts';

/**
 * A trip of 2,150 registrations. The travellers lists' CSV is read page by page as it is sent
 * (docs/architecture.md#exports-that-stream) and gives the same bytes as the whole list written at once, in
 * every order the screens offer, ties and empty cells included; their workbook is written page by page
 * too; their PDF holds the first 1,000 rows and says so (docs/product/exports.md#pdf).
 */

const { t } = setupReviewApp({ signInRateLimitMax: 1000 });
const SIZE = 2150;
/** Every other pair of rows is approved: 1,076 students. */
const STUDENTS = 1076;
let tripId = 0;
let schoolIds: number[] = [];

beforeAll(async () => {
  const trip = await copyOfActiveTrip(t, {
    name: { el: 'Μεγάλη εκδρομή', en: `Streamed ${randomUUID().slice(0, 8)}` },
  });
  tripId = trip.id;
  const made = await t.db
    .insert(schools)
    .values(
      ['Alpha School', 'Βήτα Γυμνάσιο'].map((name) => ({
        tripId,
        name,
        district: 'lefkosia' as const,
        registrationCode: randomUUID().slice(0, 9),
      })),
    )
    .returning({ id: schools.id });
  schoolIds = made.map((school) => school.id);
  // Many rows share a surname, a first name, an arrival instant and an amount paid; a third has no personal
  // code and a fifth no confirmed e-mail (empty cells, last in either order); names a spreadsheet would run
  // or that need quoting come back as typed.
  const sameInstant = new Date('2026-09-01T08:00:00.123Z');
  const rows = Array.from({ length: SIZE }, (_, index) => ({
    tripId,
    schoolId: schoolIds[index % 2]!,
    status: (['approved', 'approved', 'pending', 'rejected'] as const)[index % 4],
    personalCode: index % 3 === 0 ? null : `ST${String(index).padStart(5, '0')}`,
    firstName: index % 7 === 0 ? '=SUM(A1)' : `NAME${index % 5}`,
    lastName: index % 11 === 0 ? 'O"NEIL, JR' : `SURNAME${index % 13}`,
    gender: index % 2 === 0 ? ('female' as const) : ('male' as const),
    dateOfBirth: '2012-01-15',
    nationality: index % 4 === 0 ? null : 'CY',
    city: 'Nicosia',
    district: 'lefkosia' as const,
    phone: '+357 99 123456',
    language: 'el' as const,
    guardianName: `Guardian ${index % 17}`,
    guardianEmail: `guardian${index % 19}@example.com`,
    emailConfirmedAt: index % 5 === 0 ? null : sameInstant,
    createdAt: index % 3 === 0 ? sameInstant : new Date(sameInstant.getTime() + index),
  }));
  const ids: { id: string }[] = [];
  for (let from = 0; from < rows.length; from += 500)
    ids.push(
      ...(await t.db
        .insert(travellers)
        .values(rows.slice(from, from + 500))
        .returning({ id: travellers.id })),
    );
  await t.db.insert(payments).values(
    ids
      .filter((_, index) => index % 6 === 0)
      .map(({ id }, index) => ({
        travellerId: id,
        tripId: tripOfTraveller(id),
        amountCents: ((index % 4) + 1) * 10_000,
        status: 'approved' as const,
        receivedAt: new Date(),
      })),
  );
});

afterAll(async () => {
  const ids = (await t.db.select({ id: travellers.id }).from(travellers).where(eq(travellers.tripId, tripId))).map(
    (row) => row.id,
  );
  await t.db.delete(payments).where(inArray(payments.travellerId, ids));
  await t.db.delete(travellers).where(eq(travellers.tripId, tripId));
  await t.db.delete(schools).where(eq(schools.tripId, tripId));
  await t.db.delete(trips).where(eq(trips.id, tripId));
});

/** A list's filters as the query schema gives them: nothing chosen but the order. */
const chosen = (filters: Partial<TravellerListFilters>) => ({ order: 'asc', ...filters }) as TravellerListFilters;

/** The file as it was written before it streamed: the whole list read at once, written by `writeCsv`. */
async function wholeListCsv(filter: TravellerFilter, filters: TravellerListFilters, locale: 'el' | 'en') {
  const rows = await listWholeTripTravellersForExport(t.db, tripId, filter, filters);
  const section = {
    title: '',
    columns: TRAVELLER_EXPORT_COLUMNS,
    rows: rows.map((row) => travellerExportRow(row, locale)),
  };
  return writeCsv({ locale, title: '', sections: [section] });
}

describe('the travellers lists as a streamed CSV', () => {
  it("gives the trip's students, 1,076 rows over three pages, byte for byte as the whole list written at once", async () => {
    const response = await downloadExport(t, tripId, 'students', { format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.rawPayload.equals(await wholeListCsv('students', chosen({}), 'el'))).toBe(true);
    const rows = csvRows(response.rawPayload);
    expect(rows).toHaveLength(1 + STUDENTS);
    expect(rows.some((row) => row[1] === 'O"NEIL, JR' && row[2] === "'=SUM(A1)")).toBe(true);
    const [audit] = (await exportAudits(t, tripId)).filter((row) => row.details?.what === 'students');
    expect(audit?.details).toMatchObject({ format: 'csv', rows: STUDENTS });
  });

  it('gives a tab sorted by a column with empty cells, descending, as the whole list', async () => {
    const query = { format: 'csv', lang: 'en', tab: 'all', sort: 'personalCode', order: 'desc' };
    const response = await downloadExport(t, tripId, 'travellers', query);
    expect(response.statusCode).toBe(200);
    const expected = await wholeListCsv('registrations', chosen({ sort: 'personalCode', order: 'desc' }), 'en');
    expect(response.rawPayload.equals(expected)).toBe(true);
    expect(csvRows(response.rawPayload).at(-1)![0]).toBe('');
  });

  const orders: [TravellerFilter, TravellerListFilters][] = [
    ['pending', chosen({ order: 'asc' })],
    ['registrations', chosen({ order: 'asc' })],
    ['registrations', chosen({ sort: 'name', order: 'desc' })],
    ['registrations', chosen({ sort: 'personalCode', order: 'asc' })],
    ['registrations', chosen({ sort: 'emailConfirmedAt', order: 'desc' })],
    ['registrations', chosen({ sort: 'paidCents', order: 'desc' })],
    ['registrations', chosen({ sort: 'registeredAt', order: 'asc' })],
    ['students', chosen({ sort: 'schoolName', order: 'desc', search: 'name1' })],
  ];
  it.each(orders)(
    'reads the %s list in pages of 97 %j: every row once, in the whole list order',
    async (filter, filters) => {
      const whole = await listWholeTripTravellersForExport(t.db, tripId, filter, filters);
      const paged: string[] = [];
      let pages = 0;
      for await (const page of travellerExportPages(t.db, tripId, filter, filters, 97)) {
        expect(page.length).toBeLessThanOrEqual(97);
        paged.push(...page.map((row) => row.id));
        pages += 1;
      }
      expect(whole.length).toBeGreaterThan(97);
      expect(pages).toBe(Math.ceil(whole.length / 97));
      expect(paged).toEqual(whole.map((row) => row.id));
    },
  );
});

/** A traveller's row as the workbook reads back: amounts in euro, days as `YYYY-MM-DD`, a blank as null. */
function workbookRow(row: Record<string, string | number | null>): unknown[] {
  return TRAVELLER_EXPORT_COLUMNS.map(({ key, kind }) => {
    const value = row[key];
    if (value === '' || value === null || value === undefined) return null;
    return kind === 'euro' ? Number(value) / 100 : value;
  });
}

describe('the travellers lists as a streamed workbook', () => {
  it("gives the trip's students, 1,076 rows over three pages, in the list's order under a bold frozen filtered header", async () => {
    const response = await downloadExport(t, tripId, 'students', { format: 'xlsx', lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(EXPORT_CONTENT_TYPES.xlsx);
    const csv = await downloadExport(t, tripId, 'students', { format: 'csv', lang: 'en' });
    const csvName = String(csv.headers['content-disposition']);
    expect(String(response.headers['content-disposition'])).toBe(csvName.replaceAll('.csv', '.xlsx'));

    const rows = (await xlsxSheets(response.rawPayload)).get('Students')!;
    expect(rows[0]).toEqual(TRAVELLER_EXPORT_COLUMNS.map((column) => headerText(column.header, 'en')));
    const whole = await listWholeTripTravellersForExport(t.db, tripId, 'students', chosen({}));
    expect(whole).toHaveLength(STUDENTS);
    const read = rows.slice(1).map((row) => TRAVELLER_EXPORT_COLUMNS.map((_, index) => row[index] ?? null));
    expect(read).toEqual(whole.map((traveller) => workbookRow(travellerExportRow(traveller, 'en'))));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:P1');
    expect(sheet.columns.map((column) => column.width)).toEqual(TRAVELLER_EXPORT_COLUMNS.map(({ width }) => width));
    // A name a spreadsheet would run is a text cell, as typed.
    const formula = rows.findIndex((row) => row[2] === '=SUM(A1)');
    expect(formula).toBeGreaterThan(0);
    expect(sheet.getRow(formula + 1).getCell(3).type).toBe(ExcelJS.ValueType.String);

    const audits = (await exportAudits(t, tripId)).filter((row) => row.details?.format === 'xlsx');
    expect(audits.map((row) => row.details)).toEqual([
      { what: 'students', format: 'xlsx', lang: 'en', filter: {}, rows: STUDENTS },
    ]);
  });
});

describe('the travellers lists as a PDF', () => {
  it('holds the first 1,000 rows of a longer list and says so, in the language asked for', async () => {
    const response = await downloadExport(t, tripId, 'travellers', { format: 'pdf', lang: 'en', tab: 'all' });
    expect(response.statusCode).toBe(200);
    const { text } = await pdfPages(response.rawPayload);
    const note =
      'Only the first 1,000 of the 2,150 rows of this list are in this PDF: download the CSV or XLSX for all of them, or narrow the list.';
    // Under the title, and once more after the table.
    expect(text.split(note)).toHaveLength(3);
    const [audit] = (await exportAudits(t, tripId)).filter((row) => row.details?.format === 'pdf');
    expect(audit?.details).toMatchObject({ what: 'registrations', rows: 1000, filter: { tab: 'all', cutFrom: SIZE } });
    // About 65 pages: seconds on an idle machine, much longer on a busy one.
  }, 180_000);
});
