import ExcelJS from 'exceljs';
import { LEDGER_COLUMNS, type LedgerLine } from './ledger-lines.ts';

/** Euro with two decimals, the sign before the figure: `€1,090.00` (the reader's Excel localises the separators). */
export const EURO_NUMBER_FORMAT = '[$€-2] #,##0.00';
const DATE_FORMAT = 'yyyy-mm-dd';

/** A calendar day as the workbook stores it: midnight UTC, which exceljs writes as that day's serial number. */
function day(value: string): Date | null {
  return value ? new Date(`${value}T00:00:00Z`) : null;
}

/**
 * The ledger as an XLSX workbook (docs/product/payments.md#ledger): one sheet, a bold frozen header row
 * with filters, amounts as numeric cells in euro, dates as date cells. Texts are stored as strings, never
 * formulas, so a name starting with `=` is shown as typed.
 */
export async function writeLedgerXlsx(lines: readonly LedgerLine[], sheetName = 'Payments'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Voyage';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = LEDGER_COLUMNS.map((column) => ({
    key: column.key,
    header: column.header,
    width: column.width,
    style:
      column.kind === 'euro' ? { numFmt: EURO_NUMBER_FORMAT } : column.kind === 'date' ? { numFmt: DATE_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const line of lines) {
    sheet.addRow(
      Object.fromEntries(
        LEDGER_COLUMNS.map((column) => {
          const value = line[column.key];
          if (column.kind === 'euro') return [column.key, (value as number) / 100];
          if (column.kind === 'date') return [column.key, day(value as string)];
          // Nothing to say is a blank cell, not an empty string.
          return [column.key, value === '' ? null : value];
        }),
      ),
    );
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: LEDGER_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
