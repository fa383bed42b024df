import { describe, expect, it } from 'vitest';
import { writeCsv } from '../../src/exports/write-csv.ts';
import { csvRows } from './export-kit.ts';

/** The cells as a spreadsheet reads them back: a cell starting with one of these runs as a formula. */
const RUNS_AS_FORMULA = /^[=+\-@\t\r]/;

function csvOf(values: string[]): string[] {
  const buffer = writeCsv({
    locale: 'en',
    title: 'Phones',
    sections: [
      {
        title: 'Phones',
        columns: [{ key: 'value', header: 'Value', kind: 'text', width: 20 }],
        rows: values.map((value) => ({ value })),
      },
    ],
  });
  return csvRows(buffer)
    .slice(1)
    .map((row) => row[0]!);
}

describe('CSV cells a spreadsheet could run', () => {
  it('keeps phone numbers and amounts exactly as typed, with no apostrophe in front', () => {
    const typed = ['+357 99 123456', '+30 (210) 123-4567', '-12.50', '+44 20 7946 0958', '-'];
    expect(csvOf(typed)).toEqual(typed);
  });

  it('guards every cell that would run as a formula, so none does', () => {
    const attacks = [
      '=HYPERLINK("http://evil.example")',
      '@SUM(A1)',
      '+cmd|" /C calc"!A0',
      '-2+3+cmd|" /C calc"!A0',
      '+HYPERLINK("http://evil.example")',
      '\t=1+1',
      '\r=1+1',
    ];
    const read = csvOf(attacks);
    expect(read).toEqual(attacks.map((value) => `'${value}`));
    for (const cell of read) expect(cell).not.toMatch(RUNS_AS_FORMULA);
  });
});
