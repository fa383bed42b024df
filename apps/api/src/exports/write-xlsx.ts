import ExcelJS from 'exceljs';
import { headerText, type ExportDocument } from './export-table.ts';

/** Euro with two decimals, the sign before the figure: `€1,090.00` (the reader's Excel localises the separators). */
export const EURO_NUMBER_FORMAT = '[$€-2] #,##0.00';
const DATE_FORMAT = 'yyyy-mm-dd';

/** A calendar day as the workbook stores it: midnight UTC, which exceljs writes as that day's serial number. */
function day(value: string): Date | null {
  return value ? new Date(`${value}T00:00:00Z`) : null;
}

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

/**
 * An export as an XLSX workbook (docs/product/exports.md#xlsx): a sheet per section, a bold frozen
 * header row with filters, amounts as numeric cells in euro, dates as date cells. Texts are stored as
 * strings, never formulas, so a name starting with `=` is shown as typed. A section's notes stand above
 * its header row.
 */
export async function writeXlsx(document: ExportDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Voyage';
  const taken = new Set<string>();
  for (const section of document.sections) {
    const notes = section.notes ?? [];
    const headerRow = notes.length === 0 ? 1 : notes.length + 2;
    const sheet = workbook.addWorksheet(sheetName(section.title, taken), {
      views: [{ state: 'frozen', ySplit: headerRow }],
    });
    if (section.columns.length === 0) {
      notes.forEach((note, index) => (sheet.getCell(index + 1, 1).value = note));
      continue;
    }
    sheet.columns = section.columns.map((column) => ({
      key: column.key,
      width: column.width,
      style:
        column.kind === 'euro' ? { numFmt: EURO_NUMBER_FORMAT } : column.kind === 'date' ? { numFmt: DATE_FORMAT } : {},
      ...(notes.length === 0 ? { header: headerText(column.header, document.locale) } : {}),
    }));
    if (notes.length > 0) {
      notes.forEach((note, index) => {
        const cell = sheet.getCell(index + 1, 1);
        cell.value = note;
        cell.numFmt = '@';
      });
      sheet.getRow(headerRow).values = section.columns.map((column) => headerText(column.header, document.locale));
    }
    sheet.getRow(headerRow).font = { bold: true };
    for (const row of section.rows) {
      sheet.addRow(
        Object.fromEntries(
          section.columns.map((column) => {
            const value = row[column.key] ?? null;
            if (column.kind === 'euro') return [column.key, value === null ? null : Number(value) / 100];
            if (column.kind === 'date') return [column.key, typeof value === 'string' ? day(value) : null];
            // Nothing to say is a blank cell, not an empty string.
            return [column.key, value === '' ? null : value];
          }),
        ),
      );
    }
    sheet.autoFilter = {
      from: { row: headerRow, column: 1 },
      to: { row: headerRow, column: section.columns.length },
    };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
