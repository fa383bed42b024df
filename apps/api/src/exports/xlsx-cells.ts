import type { ExportColumn, ExportRow } from './export-table.ts';
import { escapeXml, STYLE, type Style } from './xlsx-parts.ts';

/** Excel counts days from 1899-12-30 (its 1900 leap-year mistake included); a day is its midnight UTC. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function daySerial(value: string): number | null {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? null : (time - EXCEL_EPOCH) / DAY_MS;
}

/** `A`, `B`, … `Z`, `AA`: a column's letters from its number (1-based). */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const styled = (style: Style) => (style === STYLE.plain ? '' : ` s="${style}"`);

function numberCell(ref: string, value: number, style: Style): string {
  return `<c r="${ref}"${styled(style)}><v>${value}</v></c>`;
}

/**
 * A text written in its cell (an inline string): never a formula, and nothing kept for the whole workbook,
 * so a sheet is written row by row however long it grows.
 */
export function textCell(ref: string, text: string, style: Style): string {
  return `<c r="${ref}"${styled(style)} t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

/** A body cell as its column says: euro and dates as numbers, a text as typed; nothing to say is no cell. */
function bodyCell(ref: string, column: ExportColumn, value: ExportRow[string] | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.kind === 'euro') return numberCell(ref, Number(value) / 100, STYLE.euro);
  if (column.kind === 'date') {
    const serial = typeof value === 'string' ? daySerial(value) : null;
    return serial === null ? '' : numberCell(ref, serial, STYLE.date);
  }
  return typeof value === 'number' ? numberCell(ref, value, STYLE.plain) : textCell(ref, value, STYLE.plain);
}

/** A row of a table under its header, numbered as the sheet counts. */
export function bodyRowXml(
  number: number,
  letters: readonly string[],
  columns: readonly ExportColumn[],
  row: ExportRow,
) {
  let cells = '';
  columns.forEach((column, index) => (cells += bodyCell(`${letters[index]}${number}`, column, row[column.key])));
  return `<row r="${number}">${cells}</row>`;
}

/** A row of texts in one style (the header, a note). */
export function textRowXml(number: number, texts: readonly string[], style: Style): string {
  const cells = texts.map((text, index) => textCell(`${columnLetters(index + 1)}${number}`, text, style));
  return `<row r="${number}">${cells.join('')}</row>`;
}
