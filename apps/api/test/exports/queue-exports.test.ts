import { apiErrorSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, travellers } from '../../src/db/schema/index.ts';
import { insertDocument } from '../documents/document-kit.ts';
import { itIsForAdminsOnly } from '../helpers/trip-cases.ts';
import { insertTraveller, setupReviewApp } from '../review/review-kit.ts';
import { csvRows, downloadExport, exportAudits, exportWorld, pdfPages, surnames, xlsxSheets } from './export-kit.ts';
import { tripOfTraveller } from '../helpers/trip-of-traveller.ts';

/** The payments and documents queues as files (docs/product/exports.md#list-exports), filtered as on screen. */

const { t } = setupReviewApp({ signInRateLimitMax: 1000 });
const world = exportWorld(t);
/** A traveller whose name a spreadsheet would run, with a receipt and a passport waiting. */
const FORMULA = { lastName: '=HYPERLINK("http://evil.example")', firstName: '@SUM(A1)' };
let formulaId = '';

beforeAll(async () => {
  const { tripId, schools, travellers: people } = world();
  const formula = await insertTraveller(t.db, {
    tripId,
    schoolId: schools.other.id,
    status: 'approved',
    approvedAt: new Date(),
    personalCode: 'EXP99-0009',
    ...FORMULA,
  });
  formulaId = formula.id;
  await t.db.insert(payments).values([
    {
      travellerId: formula.id,
      tripId: tripOfTraveller(formula.id),
      amountCents: 10_000,
      status: 'pending',
      transferDate: '2026-01-02',
    },
    {
      travellerId: people.andreou.id,
      tripId: tripOfTraveller(people.andreou.id),
      amountCents: 50_000,
      status: 'approved',
      method: 'cash',
      receivedAt: new Date(),
    },
  ]);
  await insertDocument(t, formula.id, { type: 'passport', status: 'pending' });
});

afterAll(async () => {
  if (formulaId) await t.db.delete(travellers).where(eq(travellers.id, formulaId));
});

const download = (path: string, query: Record<string, string>) => downloadExport(t, world().tripId, path, query);

describe('GET /api/admin/payments/export', () => {
  it("holds the queue's waiting receipts in Greek by default, a formula in a name guarded", async () => {
    const response = await download('payments', { format: 'csv', status: 'pending' });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toMatch(/filename="payments-pending-exports-/);
    const rows = csvRows(response.rawPayload);
    expect(rows[0]!.slice(0, 5)).toEqual(['Αιτιολογία', 'Επώνυμο', 'Όνομα', 'Σχολείο', 'Ποσό (EUR)']);
    expect(rows.slice(1)).toHaveLength(1);
    expect(rows[1]!.slice(0, 10)).toEqual([
      'EXP99-0009',
      `'${FORMULA.lastName}`,
      `'${FORMULA.firstName}`,
      'English School',
      '100.00',
      'Τραπεζική μεταφορά',
      '2026-01-02',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      '',
      'Σε επεξεργασία',
    ]);
  });

  it("follows the All tab's filters, search and order, every row and no page", async () => {
    const all = csvRows((await download('payments', { format: 'csv', sort: 'amountCents', order: 'desc' })).rawPayload);
    expect(surnames(all)).toEqual(['ANDREOU', 'KARRAS', `'${FORMULA.lastName}`]);
    const cash = csvRows((await download('payments', { format: 'csv', lang: 'en', method: 'cash' })).rawPayload);
    expect(cash.slice(1).map((row) => [row[1], row[5], row[9]])).toEqual([['ANDREOU', 'Cash', 'Received']]);
    const searched = csvRows(
      (await download('payments', { format: 'csv', search: 'karr', page_size: '1' })).rawPayload,
    );
    expect(surnames(searched)).toEqual(['KARRAS']);
    expect((await download('payments', { format: 'csv', method: 'cheque' })).statusCode).toBe(400);
    const audits = await exportAudits(t, world().tripId);
    expect(audits.map((row) => row.details)).toContainEqual({
      what: 'payments',
      format: 'csv',
      lang: 'el',
      filter: { searchLength: 4 },
      rows: 1,
    });
    expect(JSON.stringify(audits)).not.toMatch(/karr|ANDREOU/i);
  });

  it('gives an XLSX with euro cells and a PDF with the same rows', async () => {
    const sheets = await xlsxSheets((await download('payments', { format: 'xlsx', lang: 'en' })).rawPayload);
    const rows = sheets.get('Payments')!;
    expect(rows[0]![4]).toBe('Amount (EUR)');
    expect(rows.find((row) => row[1] === 'KARRAS')![4]).toBe(300.5);
    expect(rows.find((row) => String(row[1]).includes('HYPERLINK'))![1]).toBe(FORMULA.lastName);
    const pdf = await download('payments', { format: 'pdf', lang: 'en', method: 'cash' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfPages(pdf.rawPayload);
    expect(text).toContain(`Payments · ${world().tripName.en}`);
    expect(text).toContain('ANDREOU');
    expect(text).not.toContain('KARRAS');
    // A day and an amount read whole, never wrapped across two lines of a narrow column.
    expect(text).toMatch(/ \d{2}\/\d{2}\/\d{4} /);
    expect(text).toContain('€500.00');
  });

  itIsForAdminsOnly(t, '/api/admin/payments/export');
});

describe('GET /api/admin/documents/export', () => {
  it('follows the type and status filters and the order chosen on screen', async () => {
    const response = await download('documents', {
      format: 'csv',
      lang: 'en',
      type: 'passport',
      status: 'approved',
      sort: 'personalCode',
      order: 'desc',
    });
    expect(response.statusCode).toBe(200);
    const rows = csvRows(response.rawPayload);
    expect(rows[0]).toEqual([
      'Personal code',
      'Surname',
      'First name',
      'School',
      'Type',
      'File',
      'Uploaded',
      'Status',
      'Reviewed by',
      'Reason',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[4], row[7]])).toEqual([
      ['EXP99-0003', 'BETA', 'Passport', 'Accepted'],
      ['EXP99-0001', 'KARRAS', 'Passport', 'Accepted'],
    ]);
    const audits = await exportAudits(t, world().tripId);
    expect(audits.map((row) => row.details)).toContainEqual({
      what: 'documents',
      format: 'csv',
      lang: 'en',
      filter: { status: ['approved'], type: ['passport'], sort: 'personalCode', order: 'desc' },
      rows: 2,
    });
  });

  it('keeps the waiting tab and the search, guards formulas, and writes XLSX and PDF', async () => {
    // Waiting: ZENON's ID card and the formula-named traveller's passport.
    const waiting = csvRows((await download('documents', { format: 'csv', status: 'pending' })).rawPayload);
    expect(surnames(waiting).sort()).toEqual([`'${FORMULA.lastName}`, 'ZENON']);
    expect(waiting.find((row) => row[1] === `'${FORMULA.lastName}`)![4]).toBe('Διαβατήριο');
    const searched = csvRows(
      (await download('documents', { format: 'csv', search: 'zenon', status: 'rejected' })).rawPayload,
    );
    expect(surnames(searched)).toEqual(['ZENON']);
    expect(searched[1]![7]).toBe('Απορρίφθηκε');
    const sheets = await xlsxSheets(
      (await download('documents', { format: 'xlsx', search: 'zenon', status: 'rejected' })).rawPayload,
    );
    expect(sheets.get('Έγγραφα')!.map((row) => row[1])).toEqual(['Επώνυμο', 'ZENON']);
    const { text } = await pdfPages((await download('documents', { format: 'pdf', type: 'id_card' })).rawPayload);
    expect(text).toContain('ANDREOU');
    expect(text).toContain('Ταυτότητα');
    expect(text).not.toContain('KARRAS');
    expect((await download('documents', { format: 'csv', type: 'visa' })).statusCode).toBe(400);
    const unknown = await download('documents', { format: 'csv', trip_id: '99999999' });
    expect(apiErrorSchema.parse(unknown.json()).code).toBe('NOT_FOUND');
  });

  itIsForAdminsOnly(t, '/api/admin/documents/export');
});
