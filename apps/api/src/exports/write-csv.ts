import { stringify } from 'csv-stringify/sync';
import { euroFigure, headerText, type ExportDocument, type ExportSection } from './export-table.ts';

const BOM = '\uFEFF';

/** A sign followed by a phone number's or an amount's characters only: `+357 99 123456`, `-12.50`, `+30 (210) 1234`. */
const SIGNED_NUMBER = /^[+-](?:\d[\d ()./-]*)?$/;

/**
 * A text a spreadsheet would run as a formula gets a leading apostrophe, so it is shown as typed (names come
 * from families): one starting with `=`, `@`, a tab or a carriage return, and one starting with `+` or `-`
 * unless a phone number or an amount follows, which is left as typed so no apostrophe shows before it.
 */
export function neutraliseFormula(value: string): string {
  if (/^[=@\t\r]/.test(value)) return `'${value}`;
  return /^[+-]/.test(value) && !SIGNED_NUMBER.test(value) ? `'${value}` : value;
}

function sectionRecords(section: ExportSection, document: ExportDocument): string[][] {
  // A table of notes only (a count where no names are known) has no header row.
  if (section.columns.length === 0) return [];
  const header = section.columns.map((column) => headerText(column.header, document.locale));
  const rows = section.rows.map((row) =>
    section.columns.map((column) => {
      const value = row[column.key];
      if (value === null || value === undefined) return '';
      if (typeof value === 'number') return column.kind === 'euro' ? euroFigure(value) : String(value);
      return neutraliseFormula(value);
    }),
  );
  return [header, ...rows];
}

/**
 * An export as CSV (docs/product/exports.md#csv): UTF-8 with a byte order mark (so Excel reads Greek),
 * comma-separated, quoted only where needed, CRLF line ends, amounts as `1090.00`. One section is a header
 * row and its rows; further sections follow after an empty line, each headed by its title and its notes.
 */
export function writeCsv(document: ExportDocument): Buffer {
  const records: string[][] = [];
  document.sections.forEach((section, index) => {
    if (index > 0) {
      records.push([], [neutraliseFormula(section.title)]);
      for (const note of section.notes ?? []) records.push([neutraliseFormula(note)]);
    }
    records.push(...sectionRecords(section, document));
  });
  // A lone carriage return is quoted too, as RFC 4180 asks of any line break.
  const text = stringify(records, { record_delimiter: 'windows', quoted_empty: false, quoted_match: /[\r\n]/ });
  return Buffer.from(`${BOM}${text}`, 'utf8');
}
