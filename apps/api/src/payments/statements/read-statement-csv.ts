import { compactIban, type ReadStatement } from '@voyage/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { withImportKeys, type LineDraft } from './line-key.ts';
import { StatementReadError, statementText } from './statement-errors.ts';

/**
 * A bank statement exported as CSV (docs/product/payments.md#bank-statements), read with the columns staff
 * say hold what: by header name or by position (0 is the first column). An amount below zero is money
 * going out (a debit), any other money coming in.
 */

/** A column by its header (compared trimmed, letter case aside) or its position from 0. */
export type CsvColumn = string | number;

export type CsvMapping = {
  columns: {
    date: CsvColumn;
    amount: CsvColumn;
    description: CsvColumn;
    payerName?: CsvColumn;
    payerIban?: CsvColumn;
    /** The reference the payer quoted (a creditor reference, `RF..`). */
    reference?: CsvColumn;
    /** The bank's own reference of the transaction, when the file has one: it keys the line. */
    bankReference?: CsvColumn;
  };
  /** `YYYY-MM-DD`, or `DD/MM/YYYY` (also written with dots or hyphens, `DD.MM.YYYY`). */
  dateFormat: 'YYYY-MM-DD' | 'DD/MM/YYYY';
  decimalMark: '.' | ',';
  /** Between thousands (`1.090,00`); `''` when the bank writes none. */
  thousandsSeparator: '' | '.' | ',' | ' ' | "'";
  delimiter: ',' | ';';
  /** Whether the first row names the columns (needed to name columns by header). */
  header: boolean;
  /** A CSV says no currency: the account's, `EUR` unless said. */
  currency?: string;
  /** The account the file is of, when staff say it. */
  accountIban?: string | null;
};

type Field = keyof CsvMapping['columns'];
type Problem = 'missing-column' | 'amount' | 'date' | 'quotes';

function mappingError(row: number, column: string, problem: Problem): StatementReadError {
  return new StatementReadError(
    { code: 'STATEMENT_CSV_MAPPING', details: { row, column, problem } },
    `Row ${row}, column ${column}: ${problem === 'missing-column' ? 'no such column' : `no readable ${problem}`}`,
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Cents of an amount as the mapping writes it (`-1.090,50`, `1,090.50`, `300,00 €`), negative for a debit
 * (a minus before or after it); null when it is not one: another decimal mark, thousands grouped wrong,
 * more than two decimals.
 */
export function csvAmountCents(text: string, mapping: Pick<CsvMapping, 'decimalMark' | 'thousandsSeparator'>) {
  let value = text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/€|EUR/gi, '')
    .trim();
  const negative = /^-|-$/.test(value);
  value = value.replace(/^[-+]|-$/g, '').trim();
  const [whole = '', decimals, ...more] = value.split(mapping.decimalMark);
  if (more.length > 0) return null;
  let digits = whole;
  const separator = mapping.thousandsSeparator;
  if (separator !== '' && whole.includes(separator)) {
    if (!new RegExp(`^\\d{1,3}(?:${escaped(separator)}\\d{3})+$`).test(whole)) return null;
    digits = whole.split(separator).join('');
  }
  if (!/^\d{1,12}$/.test(digits) || (decimals !== undefined && !/^\d{1,2}$/.test(decimals))) return null;
  const cents = Number(digits) * 100 + Number((decimals ?? '0').padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** A date as the mapping writes it, as `YYYY-MM-DD`; null when it is not a real day. */
export function csvDate(text: string, format: CsvMapping['dateFormat']): string | null {
  const value = text.trim();
  const match =
    format === 'YYYY-MM-DD'
      ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
      : /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value)?.reverse();
  if (!match) return null;
  const [year, month, day] = format === 'YYYY-MM-DD' ? match.slice(1, 4) : match.slice(0, 3);
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}

/** The position of each mapped column, from the header row for a column named by its header. */
function columnPositions(mapping: CsvMapping, header: string[] | null): Map<Field, number> {
  const names = header?.map((name) => name.trim().toLowerCase());
  const positions = new Map<Field, number>();
  for (const [field, column] of Object.entries(mapping.columns) as [Field, CsvColumn | undefined][]) {
    if (column === undefined) continue;
    if (typeof column === 'number') {
      positions.set(field, column);
      continue;
    }
    const position = names?.indexOf(column.trim().toLowerCase()) ?? -1;
    if (position < 0) throw mappingError(1, column, 'missing-column');
    positions.set(field, position);
  }
  return positions;
}

function rowsOf(text: string, mapping: CsvMapping): string[][] {
  try {
    return parse(text, { delimiter: mapping.delimiter, bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    if (error instanceof CsvError)
      throw mappingError((error as CsvError & { lines?: number }).lines ?? 1, '', 'quotes');
    throw error;
  }
}

export function readStatementCsv(file: Buffer | string, mapping: CsvMapping): ReadStatement {
  const rows = rowsOf(statementText(file), mapping);
  const header = mapping.header ? (rows[0] ?? []) : null;
  const positions = columnPositions(mapping, header);
  const named = (field: Field) => {
    const column = mapping.columns[field]!;
    return typeof column === 'number' ? `#${column + 1}` : column;
  };
  const currency = (mapping.currency ?? 'EUR').toUpperCase();
  const accountIban = mapping.accountIban ? compactIban(mapping.accountIban) : null;
  const first = mapping.header ? 1 : 0;
  const drafts: LineDraft[] = [];
  rows.slice(first).forEach((cells, index) => {
    const row = first + index + 1;
    if (cells.every((cell) => cell.trim() === '')) return;
    const cell = (field: Field): string | null => {
      const position = positions.get(field);
      if (position === undefined) return null;
      if (position >= cells.length) throw mappingError(row, named(field), 'missing-column');
      const value = cells[position]!.trim();
      return value === '' ? null : value;
    };
    const cents = csvAmountCents(cell('amount') ?? '', mapping);
    if (cents === null || cents === 0) throw mappingError(row, named('amount'), 'amount');
    const date = csvDate(cell('date') ?? '', mapping.dateFormat);
    if (date === null) throw mappingError(row, named('date'), 'date');
    const payerIban = cell('payerIban');
    drafts.push({
      accountIban,
      bankReference: cell('bankReference'),
      bookingDate: date,
      valueDate: date,
      amountCents: Math.abs(cents),
      currency,
      direction: cents < 0 ? 'debit' : 'credit',
      text: cell('description') ?? '',
      creditorReference: cell('reference'),
      payerName: cell('payerName'),
      payerIban: payerIban === null ? null : compactIban(payerIban),
    });
  });
  return { accountIban, currency, lines: withImportKeys(drafts) };
}
