import { euroFigure, LEDGER_COLUMNS, type LedgerLine } from './ledger-lines.ts';

const BOM = '\uFEFF';

/**
 * A text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return first)
 * gets a leading apostrophe, so it is shown as typed: names come from families.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: quoted when it holds a quote, a comma or a line break; quotes doubled. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The ledger as CSV (docs/product/payments.md#ledger): UTF-8 with a byte order mark (so Excel reads
 * Greek names), a header row, comma-separated, CRLF line ends, amounts as `1090.00`.
 */
export function writeLedgerCsv(lines: readonly LedgerLine[]): Buffer {
  const header = LEDGER_COLUMNS.map((column) => field(column.header)).join(',');
  const rows = lines.map((line) =>
    LEDGER_COLUMNS.map((column) => {
      const value = line[column.key];
      return typeof value === 'number' ? euroFigure(value) : field(neutraliseFormula(value));
    }).join(','),
  );
  return Buffer.from(`${BOM}${[header, ...rows].join('\r\n')}\r\n`, 'utf8');
}
