import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportDocument } from '../../src/exports/export-table.ts';
import { streamXlsx } from '../../src/exports/stream-xlsx.ts';
import { writeXlsx } from '../../src/exports/write-xlsx.ts';
import { EURO_NUMBER_FORMAT } from '../../src/exports/xlsx-parts.ts';

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

describe('streamXlsx', () => {
  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => ({
      name: `ROW ${from + index}`,
      paid: (from + index) * 100,
      on: '2027-03-01',
      room: from + index,
    }));

  it('writes the pages as they arrive into one sheet: every row in order under the notes and the header', async () => {
    async function* pages() {
      for (let from = 0; from < 1200; from += 300) {
        await new Promise((resolve) => setImmediate(resolve));
        yield page(from, 300);
      }
    }
    const stream = await streamXlsx('en', [
      { title: 'Long list', columns, notes: ['1,200 rows', '=A1'], pages: pages() },
    ]);
    const body = Buffer.concat(await stream.toArray());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Long list')!;
    expect(sheet.getCell('A1').value).toBe('1,200 rows');
    expect(sheet.getCell('A2').value).toBe('=A1');
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(4).values).toEqual([undefined, 'Name', 'Amount', 'Day', 'Room']);
    expect(sheet.getRow(4).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    expect(sheet.autoFilter).toBe('A4:D4');
    expect(sheet.columns.map((column) => column.width)).toEqual([24, 12, 11, 6]);
    const names = Array.from({ length: 1200 }, (_, index) => sheet.getRow(5 + index).getCell(1).value);
    expect(names).toEqual(page(0, 1200).map((row) => row.name));
    expect(sheet.getRow(1204).getCell(2).value).toBe(1199);
    expect(sheet.rowCount).toBe(1204);
  });

  it('asks for the next page only when the reader has taken the last, and for none once it goes away', async () => {
    let asked = 0;
    let ended = false;
    async function* pages() {
      try {
        for (let from = 0; from < 200_000; from += 2000) {
          asked += 1;
          yield page(from, 2000);
        }
      } finally {
        ended = true;
      }
    }
    const stream = await streamXlsx('en', [{ title: 'Endless', columns, pages: pages() }]);
    stream.once('data', () => stream.pause());
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A hundred pages are there to read; a reader that takes nothing holds a few kilobytes of zip, a few pages.
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThan(10);
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ended).toBe(true);
  });
});
