import { apiErrorSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { setupReviewApp } from '../review/review-kit.ts';
import { csvRows, exportAudits, exportWorld, pdfPages, xlsxSheets } from '../exports/export-kit.ts';

/** A departure's flight manifest (docs/product/exports.md#flight-manifest), read back as the airline would. */

const { t } = setupReviewApp({ signInRateLimitMax: 1000 });
const world = exportWorld(t);

async function manifest(query: Record<string, string>, departure = world().departureIds[0]) {
  const cookie = await t.signInAsAdmin();
  return t.app.inject({ url: `/api/admin/departures/${departure}/manifest`, query, headers: { cookie } });
}

const EN_HEADER = [
  'No.',
  'Surname',
  'Given names',
  'Gender',
  'Date of birth',
  'Nationality',
  'Document',
  'Document number',
  'Issued by',
  'Expiry',
  'School',
  'To check',
];

/** KARRAS's row after its number, up to what is to check (nothing: the passport is accepted and valid). */
const KARRAS = [
  'KARRAS',
  'NIKOLAOS',
  'Male',
  '2011-05-02',
  'CY',
  'Passport',
  'K1234567',
  'CY',
  '2105-01-01',
  'Λύκειο Αγίου Νικολάου',
];

describe('GET /api/admin/departures/:id/manifest', () => {
  it("lists the departure's approved passengers' advance passenger data as CSV, by surname, with the papers to check and the escorts", async () => {
    const response = await manifest({ format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(
      /^attachment; filename="manifest-exports-[0-9a-f]{8}-2099-departure-1-2099-03-15\.csv"/,
    );
    const rows = csvRows(response.rawPayload);
    expect(rows[0]).toEqual(EN_HEADER);
    const passengers = rows.slice(1, 5);
    expect(passengers.map((row) => row[1])).toEqual(['ANDREOU', 'BETA', 'KARRAS', 'ZENON']);
    const [andreou, beta, karras, zenon] = passengers;
    expect(karras).toEqual(['3', ...KARRAS, '']);
    // An ID card traveller: its number, issuing country and expiry, and no passport asked for. Valid on the
    // return day is enough for an ID card inside the EU.
    expect(andreou!.slice(1)).toEqual([
      'ANDREOU',
      'ELENI',
      'Female',
      '2012-01-15',
      'GR',
      'ID card',
      'AK0123456',
      'GR',
      '2099-03-20',
      'Λύκειο Αγίου Νικολάου',
      '',
    ]);
    expect(beta![11]).toBe('Passport expires less than six months after the return');
    // An ID card waiting for review, nothing described, no nationality: each named, none about a passport.
    expect(zenon!.slice(5)).toEqual([
      '',
      'ID card',
      '',
      '',
      '',
      'English School',
      'ID card pending review; ID card number missing; Nationality missing',
    ]);
    // Pending, deleted and other departures' travellers are not passengers.
    const everything = rows.flat().join(' ');
    for (const name of ['PENDING', 'WAITING', 'DELETED', 'DELTA']) expect(everything).not.toContain(name);
    // The escorts follow after an empty line, with their phones (a leading + is quoted: no formula in a CSV cell).
    expect(rows.slice(5)).toEqual([
      [''],
      ['Escorts'],
      ['No.', 'Name', 'Phone'],
      ['1', 'MARIA ESCORT', '+357 99 111111'],
      ['2', 'GIORGOS ESCORT', '+357 99 222222'],
    ]);
  });

  it('writes Greek headers, words and checks with lang=el', async () => {
    const rows = csvRows((await manifest({ format: 'csv', lang: 'el' })).rawPayload);
    expect(rows[0]!.slice(0, 3)).toEqual(['Α/Α', 'Επώνυμο', 'Όνομα']);
    expect(rows[1]!.slice(1, 4)).toEqual(['ANDREOU', 'ELENI', 'Θήλυ']);
    expect(rows[0]!.slice(5, 10)).toEqual(['Ιθαγένεια', 'Έγγραφο', 'Αριθμός εγγράφου', 'Χώρα έκδοσης', 'Λήξη']);
    expect(rows[1]![6]).toBe('Ταυτότητα');
    expect(rows[4]![11]).toBe('Η ταυτότητα περιμένει έλεγχο; Λείπει ο αριθμός ταυτότητας; Λείπει η υπηκοότητα');
    expect(rows.at(-4)).toEqual(['Συνοδοί']);
    expect(rows.at(-3)).toEqual(['Α/Α', 'Ονοματεπώνυμο', 'Τηλέφωνο']);
  });

  it('gives an XLSX workbook: a passengers sheet with date cells, and an escorts sheet', async () => {
    const response = await manifest({ format: 'xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheets = await xlsxSheets(response.rawPayload);
    expect([...sheets.keys()]).toEqual(['Passengers', 'Escorts']);
    const passengers = sheets.get('Passengers')!;
    expect(passengers[0]).toEqual(['4 passengers; 2 with a document to check (see the last column)']);
    expect(passengers[2]).toEqual(EN_HEADER);
    expect(passengers[5]).toEqual([3, ...KARRAS]);
    expect(sheets.get('Escorts')!.at(-1)).toEqual([2, 'GIORGOS ESCORT', '+357 99 222222']);
  });

  it('gives a landscape PDF whose text reads back, Greek included', async () => {
    const response = await manifest({ format: 'pdf', lang: 'el' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text, sizes } = await pdfPages(response.rawPayload);
    expect(sizes[0]!.width).toBeGreaterThan(sizes[0]!.height);
    expect(text).toContain('Κατάσταση επιβατών · Αναχώρηση 1');
    expect(text).toContain('A3 612 LCA → CDG');
    for (const word of [
      'KARRAS',
      'NIKOLAOS',
      'K1234567',
      'AK0123456',
      'Λύκειο Αγίου Νικολάου',
      'Συνοδοί',
      'MARIA ESCORT',
      '+357 99 111111',
      '02/05/2011',
    ]) {
      expect(text).toContain(word);
    }
    expect(text).toContain('1 / 1');
  });

  it('audits each download with what, format, language and count, and no name', async () => {
    const before = (await exportAudits(t, world().tripId)).length;
    await manifest({ format: 'pdf', lang: 'en' });
    const rows = await exportAudits(t, world().tripId);
    expect(rows).toHaveLength(before + 1);
    const row = rows.find((candidate) => {
      const details = candidate.details as { format?: string; lang?: string };
      return details.format === 'pdf' && details.lang === 'en';
    })!;
    expect(row).toMatchObject({ entityType: 'departure', entityId: String(world().departureIds[0]) });
    expect(row.details).toEqual({ what: 'manifest', format: 'pdf', lang: 'en', rows: 4 });
    expect(JSON.stringify(rows)).not.toMatch(/KARRAS|K1234567/);
  });

  it('answers 404 for an unknown departure and 400 for a format it does not write', async () => {
    const unknown = await manifest({ format: 'csv' }, 999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).code).toBe('NOT_FOUND');
    expect((await manifest({ format: 'csv' }, 'abc' as never)).statusCode).toBe(404);
    const bad = await manifest({ format: 'docx' });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fieldErrors?.format).toBeDefined();
  });

  it('is for staff only', async () => {
    const url = `/api/admin/departures/${world().departureIds[0]}/manifest?format=csv`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const guardian = await t.app.inject({ url, headers: { cookie: await t.signInAsGuardian() } });
    expect(guardian.statusCode).toBe(403);
  });
});
