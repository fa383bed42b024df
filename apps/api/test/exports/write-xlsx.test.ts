import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportDocument } from '../../src/exports/export-table.ts';
import { EURO_NUMBER_FORMAT, writeXlsx } from '../../src/exports/write-xlsx.ts';

/** The workbook as a spreadsheet program reads it back. */
async function open(document: ExportDocument) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await writeXlsx(document)) as unknown as ArrayBuffer);
  return workbook;
}

const columns = [
  { key: 'name', header: { el: 'Όνομα', en: 'Name' }, kind: 'text', width: 24 },
  { key: 'paid', header: { el: 'Ποσό', en: 'Amount' }, kind: 'euro', width: 12 },
  { key: 'on', header: { el: 'Ημέρα', en: 'Day' }, kind: 'date', width: 11 },
  { key: 'room', header: 'Room', kind: 'number', width: 6 },
] as const;

const ledger: ExportDocument = {
  locale: 'el',
  title: 'Ledger',
  sections: [
    {
      title: 'Πληρωμές',
      columns,
      rows: [
        { name: 'ΚΑΡΡΑΣ ΝΙΚΟΣ', paid: 109_000, on: '2027-01-10', room: 3 },
        { name: '=HYPERLINK("http://evil.example") & <b>', paid: null, on: '', room: null },
        { name: 'bell\u0007 and tab\t', paid: -2_550, on: '2027-02-28', room: 12 },
      ],
    },
  ],
};

describe('writeXlsx', () => {
  it('writes a bold, frozen, filtered header in the export language, with the columns as wide as asked', async () => {
    const sheet = (await open(ledger)).worksheets[0]!;
    expect(sheet.name).toBe('Πληρωμές');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Όνομα', 'Ποσό', 'Ημέρα', 'Room']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:D1');
    expect(sheet.columns.map((column) => column.width)).toEqual([24, 12, 11, 6]);
  });

  it('stores amounts as euro numbers, days as date cells, text as typed and nothing as a blank cell', async () => {
    const sheet = (await open(ledger)).worksheets[0]!;
    const [name, paid, on, room] = [1, 2, 3, 4].map((column) => sheet.getRow(2).getCell(column));
    expect(name!.value).toBe('ΚΑΡΡΑΣ ΝΙΚΟΣ');
    expect(paid!.value).toBe(1090);
    expect(paid!.numFmt).toBe(EURO_NUMBER_FORMAT);
    expect(on!.value).toEqual(new Date('2027-01-10T00:00:00Z'));
    expect(on!.numFmt).toBe('yyyy-mm-dd');
    expect(room!.value).toBe(3);

    const formula = sheet.getRow(3);
    expect(formula.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(formula.getCell(1).value).toBe('=HYPERLINK("http://evil.example") & <b>');
    expect([2, 3, 4].map((column) => formula.getCell(column).value)).toEqual([null, null, null]);

    const last = sheet.getRow(4);
    // A character XML cannot hold is left out rather than breaking the file; a tab stays.
    expect(last.getCell(1).value).toBe('bell and tab\t');
    expect(last.getCell(2).value).toBe(-25.5);
    expect(last.getCell(3).value).toEqual(new Date('2027-02-28T00:00:00Z'));
  });

  it('puts notes above the header, freezes below it, and gives each section its own sheet with a name Excel takes', async () => {
    const workbook = await open({
      locale: 'en',
      title: 'Manifest',
      sections: [
        { title: 'Departure A: 15/03 [LCA]', columns, rows: [], notes: ['2 travellers', '=1+1'] },
        { title: 'Departure A: 15/03 [LCA]', columns: [], rows: [], notes: ['No flights yet'] },
        { title: 'A very long departure name that Excel would refuse', columns, rows: [] },
      ],
    });
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Departure A  15 03  LCA',
      'Departure A  15 03  LCA (2)',
      'A very long departure name that',
    ]);
    const [withNotes, notesOnly] = workbook.worksheets;
    expect(withNotes!.getCell('A1').value).toBe('2 travellers');
    expect(withNotes!.getCell('A2').value).toBe('=1+1');
    expect(withNotes!.getCell('A2').numFmt).toBe('@');
    expect(withNotes!.getRow(4).values).toEqual([undefined, 'Name', 'Amount', 'Day', 'Room']);
    expect(withNotes!.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    expect(withNotes!.autoFilter).toBe('A4:D4');
    expect(notesOnly!.getCell('A1').value).toBe('No flights yet');
  });
});
