import { apiErrorSchema, creditorReferenceForCode } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { itIsForAdminsOnly } from '../helpers/trip-cases.ts';
import { setupReviewApp } from '../review/review-kit.ts';
import { csvRows, downloadExport, exportAudits, exportWorld, pdfPages, surnames, xlsxSheets } from './export-kit.ts';

/** The admin screens' lists as files (docs/product/exports.md#list-exports), filtered as on screen. */

const { t } = setupReviewApp({ signInRateLimitMax: 1000 });
const world = exportWorld(t);

const download = (path: string, query: Record<string, string>) => downloadExport(t, world().tripId, path, query);

describe('GET /api/admin/students/export', () => {
  it("lists the trip's approved travellers as CSV in Greek by default, by surname", async () => {
    const response = await download('students', { format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toMatch(/filename="students-exports-[0-9a-f]{8}-2099-/);
    const rows = csvRows(response.rawPayload);
    expect(rows[0]).toEqual([
      'Προσωπικός κωδικός',
      'Επώνυμο',
      'Όνομα',
      'Φύλο',
      'Ημ. γέννησης',
      'Υπηκοότητα',
      'Σχολείο',
      'Επαρχία',
      'Πόλη',
      'Κατάσταση',
      'Γονέας ή κηδεμόνας',
      'E-mail',
      'Τηλέφωνο',
      'Εγγραφή',
      'Πληρωμένα (EUR)',
      'Κωδικός αναφοράς πληρωμής (RF)',
    ]);
    expect(surnames(rows)).toEqual(['ANDREOU', 'BETA', 'DELTA', 'KARRAS', 'ZENON']);
    const karras = rows.find((row) => row[1] === 'KARRAS')!;
    expect(karras.slice(0, 10)).toEqual([
      'EXP99-0001',
      'KARRAS',
      'NIKOLAOS',
      'Άρρεν',
      '2011-05-02',
      'Κύπρος',
      'Λύκειο Αγίου Νικολάου',
      'Λεμεσός',
      'Limassol',
      'Εγκρίθηκε',
    ]);
    expect(karras[14]).toBe('300.50');
    // The RF payment reference made of the personal code, compact as a bank statement shows it.
    expect(karras[15]).toBe(creditorReferenceForCode('EXP99-0001'));
    // The nationality is named in the file's language; one never given stays empty.
    expect(rows.find((row) => row[1] === 'ANDREOU')![5]).toBe('Ελλάδα');
    expect(rows.find((row) => row[1] === 'ZENON')![5]).toBe('');
  });

  it("keeps one school's students with school_id, in English with lang=en, and 404s a school of another trip", async () => {
    const { schools } = world();
    const rows = csvRows(
      (await download('students', { format: 'csv', lang: 'en', school_id: String(schools.greek.id) })).rawPayload,
    );
    expect(rows[0]!.slice(0, 3)).toEqual(['Personal code', 'Surname', 'First name']);
    expect(surnames(rows)).toEqual(['ANDREOU', 'BETA', 'KARRAS']);
    expect(rows[1]![9]).toBe('Approved');
    const unknown = await download('students', { format: 'csv', school_id: '999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).code).toBe('NOT_FOUND');
  });

  it("keeps one district's students with district, as the dashboard's districts filter", async () => {
    const { travellers } = world();
    const cookie = await t.signInAsAdmin();
    const rows = csvRows(
      (
        await t.app.inject({
          url: '/api/admin/students/export',
          query: { trip_id: String(world().tripId), format: 'csv', lang: 'en', district: travellers.karras.district },
          headers: { cookie },
        })
      ).rawPayload,
    );
    expect(surnames(rows)).toEqual(['ANDREOU', 'BETA', 'DELTA', 'KARRAS', 'ZENON']);
    const other = travellers.karras.district === 'paphos' ? 'larnaca' : 'paphos';
    expect(surnames(csvRows((await download('students', { format: 'csv', district: other })).rawPayload))).toEqual([]);
    expect((await download('students', { format: 'csv', district: 'atlantis' })).statusCode).toBe(400);
    const audits = await exportAudits(t, world().tripId);
    expect(audits.map((row) => row.details)).toContainEqual({
      what: 'students',
      format: 'csv',
      lang: 'el',
      filter: { district: other },
      rows: 0,
    });
  });

  it('follows the search box and the order chosen on screen', async () => {
    const found = csvRows((await download('students', { format: 'csv', search: 'karras' })).rawPayload);
    expect(surnames(found)).toEqual(['KARRAS']);
    const byPaid = csvRows(
      (await download('students', { format: 'csv', sort: 'paidCents', order: 'desc' })).rawPayload,
    );
    const paid = byPaid.slice(1).map((row) => Number(row[14]));
    expect(paid).toEqual([...paid].sort((a, b) => b - a));
    expect(surnames(byPaid)[0]).toBe('KARRAS');
    expect((await download('students', { format: 'csv', sort: 'passportNumber' })).statusCode).toBe(400);
  });

  it('gives an XLSX workbook with date and euro cells', async () => {
    const response = await download('students', { format: 'xlsx', lang: 'en' });
    expect(response.statusCode).toBe(200);
    const sheets = await xlsxSheets(response.rawPayload);
    const rows = sheets.get('Students')!;
    expect(rows[0]![1]).toBe('Surname');
    const karras = rows.find((row) => row[1] === 'KARRAS')!;
    expect(karras[4]).toBe('2011-05-02');
    expect(karras[14]).toBe(300.5);
  });

  it('audits the download with the filter and the count, never a name', async () => {
    const { schools } = world();
    await download('students', { format: 'xlsx', school_id: String(schools.other.id) });
    const rows = await exportAudits(t, world().tripId);
    expect(rows.map((row) => row.details)).toContainEqual({
      what: 'school-students',
      format: 'xlsx',
      lang: 'el',
      filter: { schoolId: schools.other.id },
      rows: 1,
    });
    expect(JSON.stringify(rows)).not.toMatch(/ZENON|KARRAS/);
  });

  it("gives every school's students at once as a PDF, searched and sorted as on screen", async () => {
    const response = await download('students', { format: 'pdf', lang: 'en', sort: 'name', order: 'desc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(
      /filename="students-exports-[0-9a-f]{8}-2099-.*\.pdf"/,
    );
    const { text } = await pdfPages(response.rawPayload);
    expect(text).toContain(`Students · ${world().tripName.en}`);
    // Every school's, in the order asked for: ZENON (English School) first, ANDREOU last, DELTA of a third school.
    const order = ['ZENON', 'KARRAS', 'DELTA', 'BETA', 'ANDREOU'].map((name) => text.indexOf(name));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Sixteen columns on the page: set smaller rather than break a header's word, a name, a place or a status.
    const words = text.split(' ');
    for (const whole of ['Surname', 'Nationality', 'Registered', 'ANDREOU', 'NIKOLAOS', 'Limassol', 'Approved']) {
      expect(words).toContain(whole);
    }
    const searched = await pdfPages((await download('students', { format: 'pdf', search: 'delta' })).rawPayload);
    expect(searched.text).toContain('DELTA');
    expect(searched.text).not.toContain('KARRAS');
    expect((await download('students', { format: 'ods' })).statusCode).toBe(400);
  });

  itIsForAdminsOnly(t, '/api/admin/students/export');
});

describe('GET /api/admin/travellers/export', () => {
  it("holds a tab's registrations: all but deleted by default, those to review, the deleted", async () => {
    const all = csvRows((await download('travellers', { format: 'csv', lang: 'en' })).rawPayload);
    expect(surnames(all)).toEqual(['ANDREOU', 'BETA', 'DELTA', 'KARRAS', 'PENDING', 'WAITING', 'ZENON']);
    expect(all.find((row) => row[1] === 'PENDING')![9]).toBe('Processing');
    // To review: pending with the e-mail confirmed, as on the screen's first tab.
    const pending = csvRows((await download('travellers', { format: 'csv', tab: 'pending' })).rawPayload);
    expect(surnames(pending)).toEqual(['PENDING']);
    const deleted = csvRows((await download('travellers', { format: 'csv', tab: 'deleted' })).rawPayload);
    expect(surnames(deleted)).toEqual(['DELETED']);
    const audits = await exportAudits(t, world().tripId);
    expect(audits.map((row) => row.details)).toContainEqual({
      what: 'registrations',
      format: 'csv',
      lang: 'el',
      filter: { tab: 'deleted' },
      rows: 1,
    });
  });

  it("follows the screen: the tab's search, column filters and order, every matching row and no page", async () => {
    const searched = csvRows((await download('travellers', { format: 'csv', lang: 'en', search: 'karr' })).rawPayload);
    expect(surnames(searched)).toEqual(['KARRAS']);
    const byStatus = csvRows(
      (await download('travellers', { format: 'csv', status: 'pending', sort: 'name', order: 'desc' })).rawPayload,
    );
    expect(surnames(byStatus)).toEqual(['WAITING', 'PENDING']);
    // The page is not a filter of the file: every matching row is in it.
    const paged = csvRows((await download('travellers', { format: 'csv', page: '1', page_size: '1' })).rawPayload);
    expect(surnames(paged)).toHaveLength(7);
    const nothing = csvRows(
      (await download('travellers', { format: 'csv', tab: 'pending', search: 'zzz' })).rawPayload,
    );
    expect(nothing).toHaveLength(1);
    const audits = await exportAudits(t, world().tripId);
    expect(audits.map((row) => row.details)).toContainEqual({
      what: 'registrations',
      format: 'csv',
      lang: 'en',
      filter: { tab: 'all', searchLength: 4 },
      rows: 1,
    });
    expect(JSON.stringify(audits)).not.toMatch(/karr|zzz/i);
  });

  it("writes the open tab as a PDF in the screen's language, with its filters", async () => {
    const response = await download('travellers', { format: 'pdf', tab: 'all', status: 'pending' });
    expect(response.statusCode).toBe(200);
    const { text } = await pdfPages(response.rawPayload);
    expect(text).toContain(`Εγγραφές · ${world().tripName.el}`);
    expect(text).toContain('PENDING');
    expect(text).toContain('WAITING');
    expect(text).not.toContain('KARRAS');
    const audits = await exportAudits(t, world().tripId);
    expect(audits.map((row) => row.details)).toContainEqual({
      what: 'registrations',
      format: 'pdf',
      lang: 'el',
      filter: { tab: 'all', status: ['pending'] },
      rows: 2,
    });
  });

  it('answers 400 for a tab it does not know and 404 for an unknown trip', async () => {
    expect((await download('travellers', { format: 'csv', tab: 'rejected' })).statusCode).toBe(400);
    const unknown = await download('travellers', { format: 'csv', trip_id: '99999999' });
    expect(unknown.statusCode).toBe(404);
  });

  itIsForAdminsOnly(t, '/api/admin/travellers/export');
});
