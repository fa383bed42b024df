import { stringify } from 'csv-stringify/sync';
import type { Locale } from '@voyage/domain';
import {
  euroFigure,
  headerText,
  type ExportColumn,
  type ExportDocument,
  type ExportRow,
  type ExportSection,
} from './export-table.ts';

export const BOM = '\uFEFF';

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

/** A table's header row in the export's language. */
export function csvHeader(columns: readonly ExportColumn[], locale: Locale): string[] {
  return columns.map((column) => headerText(column.header, locale));
}

/** A row's cells as the CSV writes them: amounts as `1090.00`, texts never read as formulas. */
export function csvCells(columns: readonly ExportColumn[], row: ExportRow): string[] {
  return columns.map((column) => {
    const value = row[column.key];
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return column.kind === 'euro' ? euroFigure(value) : String(value);
    return neutraliseFormula(value);
  });
}

/**
 * Records as CSV text, each ending with CRLF: text written in pieces joins into the text written at once.
 * A lone carriage return is quoted too, as RFC 4180 asks of any line break.
 */
export function csvText(records: readonly (readonly string[])[]): string {
  return stringify(records as string[][], {
    record_delimiter: 'windows',
    quoted_empty: false,
    quoted_match: /[\r\n]/,
  });
}

function sectionRecords(section: ExportSection, document: ExportDocument): string[][] {
  // A table of notes only (a count where no names are known) has no header row.
  if (section.columns.length === 0) return [];
  const rows = section.rows.map((row) => csvCells(section.columns, row));
  return [csvHeader(section.columns, document.locale), ...rows];
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
  return Buffer.from(`${BOM}${csvText(records)}`, 'utf8');
}
