import { randomUUID } from 'node:crypto';
import { apiErrorSchema, creditorReferenceForCode, tripDate } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { payments, schools, trips, user } from '../../src/db/schema/index.ts';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { itIsForAdminsOnly, seededTripIds, unknownTripId } from '../helpers/trip-cases.ts';
import { insertTraveller, removeReviewDataAfterAll } from '../review/review-kit.ts';
import { fullRows } from '../helpers/traveller-lists.ts';
import { exportAudits, pdfPages } from '../exports/export-kit.ts';
import { tripOfTraveller } from '../helpers/trip-of-traveller.ts';

const t = setupTestApp();
removeReviewDataAfterAll(t);
const url = '/api/admin/payments/ledger';

const HEADER = [
  'Personal code',
  'Payment reference (RF)',
  'Traveller',
  'School',
  'Instalment',
  'Amount (EUR)',
  'Method',
  'Submitted',
  'Transfer date',
  'Received',
  'Status',
  'Confirmed by',
  'Rejection reason',
  'Bank reference',
];

/** A personal code no seeded traveller has (the seed's are `PAR27-0001`…), with its RF payment reference. */
function coded() {
  const personalCode = `LDG${randomUUID().slice(0, 4).toUpperCase()}-0001`;
  return { personalCode, paymentReference: creditorReferenceForCode(personalCode) };
}

type Fixture = Awaited<ReturnType<typeof fixture>>;
let made: Promise<Fixture> | undefined;

/**
 * Three approved travellers of the active trip and one deleted, with payments written straight to the
 * database: a deposit received and a balance processing, a rejected transfer; one payment of the whole
 * price; a traveller whose surname starts with `=`; the deleted one's payment must not be listed.
 */
async function fixture() {
  const { active } = await seededTripIds(t);
  const [trip] = await t.db.select().from(trips).where(eq(trips.id, active));
  const [admin] = await t.db.select().from(user).where(eq(user.email, TEST_ADMIN.email));
  const [deposit, balance] = trip!.paymentPlan;
  const approved = { status: 'approved' as const, approvedAt: new Date('2026-01-02T08:00:00Z') };
  const anna = await insertTraveller(t.db, {
    ...approved,
    lastName: 'AAAKLEDGER',
    firstName: 'ANNA',
    ...coded(),
  });
  const [school] = await t.db.select().from(schools).where(eq(schools.id, anna.schoolId));
  const whole = await insertTraveller(t.db, {
    ...approved,
    lastName: 'AAALLEDGER',
    firstName: 'NIKOS',
    ...coded(),
  });
  const formula = await insertTraveller(t.db, {
    ...approved,
    lastName: '=HYPERLINK("HTTP://EVIL.EXAMPLE")',
    firstName: '@SUM(A1)',
    ...coded(),
  });
  const deleted = await insertTraveller(t.db, {
    status: 'deleted',
    statusBeforeDeletion: 'pending',
    lastName: 'AAAMLEDGER',
  });
  const at = (iso: string) => new Date(iso);
  const insert = (row: Omit<typeof payments.$inferInsert, 'tripId'>) =>
    t.db
      .insert(payments)
      .values({ ...row, tripId: tripOfTraveller(row.travellerId) })
      .returning({ id: payments.id })
      .then(([inserted]) => inserted!.id);
  await insert({
    travellerId: anna.id,
    amountCents: 5_000,
    status: 'rejected',
    transferDate: '2026-01-03',
    submittedAt: at('2026-01-03T09:00:00Z'),
    reviewedBy: admin!.id,
    rejectionReason: 'Wrong amount, "please" check, then send again',
  });
  await insert({
    travellerId: anna.id,
    amountCents: deposit!.amountCents,
    status: 'approved',
    transferDate: '2026-01-09',
    submittedAt: at('2026-01-10T10:00:00Z'),
    // 23:30 UTC on the 11th is already the 12th in Cyprus: the file gives the trip's calendar day.
    receivedAt: at('2026-01-11T23:30:00Z'),
    reviewedBy: admin!.id,
  });
  await insert({
    travellerId: anna.id,
    amountCents: balance!.amountCents,
    status: 'pending',
    transferDate: '2026-02-01',
    submittedAt: at('2026-02-02T10:00:00Z'),
  });
  await insert({
    travellerId: whole.id,
    amountCents: deposit!.amountCents + balance!.amountCents,
    status: 'approved',
    method: 'cash',
    submittedAt: at('2026-01-20T10:00:00Z'),
    receivedAt: at('2026-01-20T10:00:00Z'),
    recordedBy: admin!.id,
  });
  await insert({
    travellerId: formula.id,
    amountCents: 12_345,
    status: 'withdrawn',
    transferDate: '2026-01-04',
    submittedAt: at('2026-01-05T10:00:00Z'),
  });
  await insert({
    travellerId: deleted.id,
    amountCents: 999,
    status: 'pending',
    submittedAt: at('2026-01-05T10:00:00Z'),
  });
  return { trip: trip!, admin: admin!, anna, whole, formula, school: school!, deposit: deposit!, balance: balance! };
}

const setUp = () => (made ??= fixture());

async function download(format: 'csv' | 'xlsx' | 'pdf') {
  const { active } = await seededTripIds(t);
  const cookie = await t.signInAsAdmin();
  return t.app.inject({ url, query: { trip_id: String(active), format }, headers: { cookie } });
}

/** RFC 4180 read back: quoted fields may hold commas, doubled quotes and line breaks; lines end in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe('GET /api/admin/payments/ledger', () => {
  it('gives staff a CSV: BOM, header, a line per payment by traveller then date, formulas neutralised', async () => {
    const { trip, admin, anna, whole, formula, school, deposit, balance } = await setUp();
    const response = await download('csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const fileName = `ledger-${trip.name.en}-${trip.year}-${tripDate(new Date())}.csv`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );

    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...lines] = parseCsv(text);
    expect(header).toEqual(HEADER);
    expect(lines.every((line) => line.length === HEADER.length)).toBe(true);

    const of = (code: string | null) => lines.filter((line) => line[0] === code);
    const euro = (cents: number) => (cents / 100).toFixed(2);
    const annaName = `AAAKLEDGER ANNA`;
    expect(of(anna.personalCode)).toEqual([
      [
        anna.personalCode,
        anna.paymentReference,
        annaName,
        school.name,
        '',
        '50.00',
        'Bank transfer',
        '2026-01-03',
        '2026-01-03',
        '',
        'Rejected',
        '',
        'Wrong amount, "please" check, then send again',
        '',
      ],
      [
        anna.personalCode,
        anna.paymentReference,
        annaName,
        school.name,
        'Deposit',
        euro(deposit.amountCents),
        'Bank transfer',
        '2026-01-10',
        '2026-01-09',
        '2026-01-12',
        'Received',
        admin.name,
        '',
        anna.paymentReference,
      ],
      [
        anna.personalCode,
        anna.paymentReference,
        annaName,
        school.name,
        'Balance',
        euro(balance.amountCents),
        'Bank transfer',
        '2026-02-02',
        '2026-02-01',
        '',
        'Processing',
        '',
        '',
        '',
      ],
    ]);
    // The comma and the quotes of the reason travel inside one quoted field.
    expect(text).toContain('"Wrong amount, ""please"" check, then send again"');
    expect(of(whole.personalCode)).toEqual([
      [
        whole.personalCode,
        whole.paymentReference,
        'AAALLEDGER NIKOS',
        school.name,
        'Deposit + Balance',
        euro(deposit.amountCents + balance.amountCents),
        'Cash',
        '2026-01-20',
        '',
        '2026-01-20',
        'Received',
        admin.name,
        '',
        '',
      ],
    ]);
    // A name a spreadsheet would run as a formula is shown as typed, behind an apostrophe.
    const [formulaLine] = of(formula.personalCode);
    expect(formulaLine![1]).toBe(formula.paymentReference);
    expect(formulaLine!.slice(2, 7)).toEqual([
      `'=HYPERLINK("HTTP://EVIL.EXAMPLE") @SUM(A1)`,
      school.name,
      '',
      '123.45',
      'Bank transfer',
    ]);
    expect(formulaLine![10]).toBe('Withdrawn');
    expect(lines.every((line) => line.every((cell) => !/^[=+\-@\t\r]/.test(cell)))).toBe(true);

    // By traveller (last name, first name), then oldest first; the deleted traveller's payment is not listed.
    const codes = lines.map((line) => line[0]);
    expect(codes.indexOf(anna.personalCode!)).toBeLessThan(codes.indexOf(whole.personalCode!));
    expect(lines.some((line) => line[2]!.startsWith('AAAMLEDGER'))).toBe(false);
  });

  it('lists every payment of the non-deleted travellers, every status', async () => {
    await setUp();
    const { active } = await seededTripIds(t);
    const cookie = await t.signInAsAdmin();
    const [header, ...lines] = parseCsv((await download('csv')).rawPayload.subarray(3).toString('utf8'));
    expect(header).toEqual(HEADER);
    const registrations = await fullRows(t, '/api/registrations', { trip_id: String(active) }, cookie);
    expect(lines).toHaveLength(registrations.reduce((sum, row) => sum + row.payments.length, 0));
  });

  it('gives staff an XLSX workbook whose cells read back: header, references, numeric euro amounts, statuses', async () => {
    const { trip, admin, anna, whole, formula, deposit } = await setUp();
    const response = await download('xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''ledger-${trip.name.en}-${trip.year}-${tripDate(new Date())}.xlsx`,
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cells = (row: ExcelJS.Row) => HEADER.map((_, index) => row.getCell(index + 1));
    expect(cells(sheet.getRow(1)).map((cell) => cell.value)).toEqual(HEADER);

    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((row, number) => number > 1 && rows.push(row));
    const annaRows = rows.filter((row) => row.getCell(1).value === anna.personalCode);
    expect(annaRows).toHaveLength(3);
    const [rejected, received, processing] = annaRows.map(cells);
    expect(received!.map((cell) => cell.value)).toEqual([
      anna.personalCode,
      anna.paymentReference,
      'AAAKLEDGER ANNA',
      expect.any(String),
      'Deposit',
      deposit.amountCents / 100,
      'Bank transfer',
      new Date('2026-01-10T00:00:00Z'),
      new Date('2026-01-09T00:00:00Z'),
      new Date('2026-01-12T00:00:00Z'),
      'Received',
      admin.name,
      null,
      anna.paymentReference,
    ]);
    // The amount is a number the accountant can add up, shown in euro.
    expect(typeof received![5]!.value).toBe('number');
    expect(received![5]!.numFmt).toContain('€');
    expect(rejected![5]!.value).toBe(50);
    expect(rejected![10]!.value).toBe('Rejected');
    expect(rejected![4]!.value).toBeNull();
    expect(processing![10]!.value).toBe('Processing');
    const wholeRow = rows.find((row) => row.getCell(1).value === whole.personalCode)!;
    expect(wholeRow.getCell(2).value).toBe(whole.paymentReference);
    expect(wholeRow.getCell(5).value).toBe('Deposit + Balance');
    expect(wholeRow.getCell(7).value).toBe('Cash');
    // A text cell is never a formula: the name is stored and shown as typed.
    const formulaRow = rows.find((row) => row.getCell(1).value === formula.personalCode)!;
    expect(formulaRow.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(formulaRow.getCell(3).value).toBe('=HYPERLINK("HTTP://EVIL.EXAMPLE") @SUM(A1)');
    expect(formulaRow.getCell(6).value).toBe(123.45);
  });

  it('gives staff a PDF of the same lines, titled with the trip, and audits each download without a name', async () => {
    const { trip, anna, formula } = await setUp();
    const response = await download('pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toContain(`ledger-${trip.name.en}-${trip.year}-`);
    const { text } = await pdfPages(response.rawPayload);
    expect(text).toContain(`Payments ledger · ${trip.name.en} ${trip.year}`);
    // Narrow cells wrap: a reference reads whole with the line breaks taken out.
    expect(text.replaceAll(' ', '')).toContain(anna.personalCode!);
    expect(text).toContain('AAAKLEDGER ANNA');
    // A PDF runs nothing: the name a spreadsheet would run reads as typed, with no apostrophe before it.
    expect(text).toContain(formula.lastName.slice(0, 11));
    expect(text).not.toContain(`'${formula.lastName.slice(0, 11)}`);
    const audits = await exportAudits(t, trip.id);
    expect(audits.map((row) => row.details)).toContainEqual(expect.objectContaining({ what: 'ledger', format: 'pdf' }));
    expect(JSON.stringify(audits)).not.toMatch(/AAAKLEDGER/);
  });

  it('answers 400 for a format it does not write, and for none', async () => {
    const { active } = await seededTripIds(t);
    const cookie = await t.signInAsAdmin();
    const queries: Record<string, string>[] = [{ trip_id: String(active), format: 'ods' }, { trip_id: String(active) }];
    for (const query of queries) {
      const response = await t.app.inject({ url, query, headers: { cookie } });
      expect(response.statusCode).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fieldErrors ?? {})).toEqual(['format']);
    }
  });

  it('answers 404 NOT_FOUND for a trip that does not exist', async () => {
    const cookie = await t.signInAsAdmin();
    const response = await t.app.inject({
      url,
      query: { trip_id: String(await unknownTripId(t)), format: 'csv' },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
  });

  itIsForAdminsOnly(t, url);
});
