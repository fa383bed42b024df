import type { Locale } from '@voyage/domain';
import { headerText, type ExportColumn, type ExportRow } from './export-table.ts';
import { bodyRowXml, columnLetters, textRowXml } from './xlsx-cells.ts';
import { MAIN_NS, REL_NS, XML_HEAD } from './xlsx-package.ts';
import { STYLE } from './xlsx-parts.ts';

/** A table as a worksheet is fed: its rows arrive in pages (one page when they are all in memory already). */
export type SheetSource = {
  title: string;
  columns: readonly ExportColumn[];
  notes?: readonly string[];
  pages: AsyncIterable<readonly ExportRow[]> | Iterable<readonly ExportRow[]>;
};

/**
 * What is known of a sheet before its first row: its name, where its header stands and the filter's range
 * (the header row alone, so the workbook part, written first, can name it).
 */
export type SheetLayout = SheetSource & { name: string; headerRow: number; filter: string | null };

/** Excel refuses some characters and more than 31 in a sheet name. */
function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 27)} (${n})`;
  taken.add(name.toLowerCase());
  return name;
}

/** Each table's sheet, named as Excel takes it; a workbook with no table has one blank sheet. */
export function layoutSheets(sources: readonly SheetSource[]): SheetLayout[] {
  const taken = new Set<string>();
  const all = sources.length > 0 ? sources : [{ title: '', columns: [], pages: [] }];
  return all.map((source) => {
    const notes = source.notes ?? [];
    const headerRow = notes.length === 0 ? 1 : notes.length + 2;
    const { length } = source.columns;
    const filter = length > 0 ? `A${headerRow}:${columnLetters(length)}${headerRow}` : null;
    return { ...source, name: sheetName(source.title, taken), headerRow, filter };
  });
}

/** Before the rows: the frozen pane under the header, the columns' widths and styles, the notes and header. */
function sheetHead(sheet: SheetLayout, locale: Locale): string {
  const { columns, headerRow } = sheet;
  const notes = sheet.notes ?? [];
  const pane = `<pane ySplit="${headerRow}" topLeftCell="A${headerRow + 1}" activePane="bottomLeft" state="frozen"/>`;
  const columnStyle = (column: ExportColumn) =>
    column.kind === 'euro' ? ` style="${STYLE.euro}"` : column.kind === 'date' ? ` style="${STYLE.date}"` : '';
  const widths = columns.map(
    (column, index) =>
      `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"${columnStyle(column)}/>`,
  );
  // Notes are text as typed (format `@`) above a table; alone on a sheet they are plain cells.
  const noteStyle = columns.length === 0 ? STYLE.plain : STYLE.text;
  const noteRows = notes.map((note, index) => textRowXml(index + 1, [note], noteStyle));
  const header = columns.map((column) => headerText(column.header, locale));
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/>${widths.length > 0 ? `<cols>${widths.join('')}</cols>` : ''}` +
    `<sheetData>${noteRows.join('')}${columns.length > 0 ? textRowXml(headerRow, header, STYLE.bold) : ''}`
  );
}

/**
 * Rows written at a time: each stage between the sheet and the reply holds a piece or two, so a few pieces
 * of a page are in flight, not a few pages.
 */
const ROWS_PER_PIECE = 100;

/**
 * A worksheet's XML in pieces: the head, then the rows of each page as it arrives, then the filter. The next
 * piece is written, and the next page asked for, only when the piece before has been taken.
 */
export async function* sheetXml(sheet: SheetLayout, locale: Locale): AsyncGenerator<string> {
  yield sheetHead(sheet, locale);
  const { columns } = sheet;
  const letters = columns.map((_, index) => columnLetters(index + 1));
  let number = sheet.headerRow;
  if (columns.length > 0) {
    for await (const page of sheet.pages) {
      for (let from = 0; from < page.length; from += ROWS_PER_PIECE) {
        let rows = '';
        for (const row of page.slice(from, from + ROWS_PER_PIECE))
          rows += bodyRowXml((number += 1), letters, columns, row);
        yield rows;
      }
    }
  }
  yield `</sheetData>${sheet.filter ? `<autoFilter ref="${sheet.filter}"/>` : ''}</worksheet>`;
}
