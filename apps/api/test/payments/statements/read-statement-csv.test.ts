import { describe, expect, it } from 'vitest';
import {
  csvAmountCents,
  csvDate,
  readStatementCsv,
  type CsvMapping,
} from '../../../src/payments/statements/read-statement-csv.ts';
import { StatementReadError } from '../../../src/payments/statements/statement-errors.ts';

/** As a Cypriot bank exports it in Greek settings: BOM, semicolons, decimal comma, dotted thousands. */
const GREEK_EXPORT = [
  '\ufeffΗμερομηνία;Περιγραφή;Ποσό;Όνομα;IBAN;Αριθμός συναλλαγής',
  '20/11/2026;"PARIS TRIP RF07 PAR2 7004 3; DEPOSIT";300,00;GEORGIOU ANDREAS;CY21 0020 0195 0000 3570 0123 4567;TX-0001',
  '21/11/2026;Bank charges;-4,50;;;TX-0002',
  ';;;;;',
  '23/11/2026;RF23PAR270046;1.090,00;ΠΑΠΑΔΟΠΟΥΛΟΥ ΕΛΕΝΗ;;TX-0003',
].join('\r\n');

const greekMapping: CsvMapping = {
  columns: {
    date: 'ημερομηνία',
    amount: 'Ποσό',
    description: 'Περιγραφή',
    payerName: 'Όνομα',
    payerIban: 'IBAN',
    bankReference: 'Αριθμός συναλλαγής',
  },
  dateFormat: 'DD/MM/YYYY',
  decimalMark: ',',
  thousandsSeparator: '.',
  delimiter: ';',
  header: true,
  accountIban: 'CY35 0020 0195 0000 0000 1234 5678',
};

/** An English export without a header: ISO dates, commas, decimal point, a structured reference column. */
const PLAIN_EXPORT =
  'x,2026-11-20,"1,090.00",School trip,RF77PAR270044\nx,2026-11-20,"1,090.00",School trip,RF77PAR270044\n';
const plainMapping: CsvMapping = {
  columns: { date: 1, amount: 2, description: 3, reference: 4 },
  dateFormat: 'YYYY-MM-DD',
  decimalMark: '.',
  thousandsSeparator: ',',
  delimiter: ',',
  header: false,
};

function refusal(read: () => unknown) {
  try {
    read();
  } catch (error) {
    if (error instanceof StatementReadError) return error.toBody();
    throw error;
  }
  throw new Error('The file was read');
}

describe('reading a CSV statement', () => {
  it('reads columns by header name, a BOM, semicolons, quoted separators, decimal commas; a minus is a debit', () => {
    const statement = readStatementCsv(Buffer.from(GREEK_EXPORT, 'utf8'), greekMapping);
    expect(statement.accountIban).toBe('CY35002001950000000012345678');
    expect(statement.currency).toBe('EUR');
    expect(statement.lines.map(({ importKey, ...line }) => [importKey, line])).toEqual([
      [
        'bank:TX-0001',
        {
          accountIban: 'CY35002001950000000012345678',
          bankReference: 'TX-0001',
          bookingDate: '2026-11-20',
          valueDate: '2026-11-20',
          amountCents: 30000,
          currency: 'EUR',
          direction: 'credit',
          text: 'PARIS TRIP RF07 PAR2 7004 3; DEPOSIT',
          creditorReference: null,
          payerName: 'GEORGIOU ANDREAS',
          payerIban: 'CY21002001950000357001234567',
        },
      ],
      ['bank:TX-0002', expect.objectContaining({ amountCents: 450, direction: 'debit', payerName: null })],
      ['bank:TX-0003', expect.objectContaining({ amountCents: 109000, payerName: 'ΠΑΠΑΔΟΠΟΥΛΟΥ ΕΛΕΝΗ' })],
    ]);
  });

  it('reads columns by position with no header; two identical lines keep two different keys, the same each time', () => {
    const { lines } = readStatementCsv(PLAIN_EXPORT, plainMapping);
    expect(lines.map((line) => [line.amountCents, line.creditorReference, line.accountIban])).toEqual([
      [109000, 'RF77PAR270044', null],
      [109000, 'RF77PAR270044', null],
    ]);
    expect(lines[0]!.importKey).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(lines[1]!.importKey).not.toBe(lines[0]!.importKey);
    expect(readStatementCsv(PLAIN_EXPORT, plainMapping).lines.map((line) => line.importKey)).toEqual(
      lines.map((line) => line.importKey),
    );
  });

  it('names the row and the column of what does not fit the mapping', () => {
    expect(
      refusal(() =>
        readStatementCsv(GREEK_EXPORT, { ...greekMapping, columns: { ...greekMapping.columns, amount: 'Amount' } }),
      ),
    ).toMatchObject({
      code: 'STATEMENT_CSV_MAPPING',
      details: { row: 1, column: 'Amount', problem: 'missing-column' },
    });
    expect(
      refusal(() => readStatementCsv(GREEK_EXPORT, { ...greekMapping, decimalMark: '.', thousandsSeparator: ',' })),
    ).toMatchObject({
      details: { row: 2, column: 'Ποσό', problem: 'amount' },
    });
    expect(refusal(() => readStatementCsv(GREEK_EXPORT, { ...greekMapping, dateFormat: 'YYYY-MM-DD' }))).toMatchObject({
      details: { row: 2, column: 'ημερομηνία', problem: 'date' },
    });
    expect(
      refusal(() =>
        readStatementCsv(PLAIN_EXPORT, { ...plainMapping, columns: { ...plainMapping.columns, reference: 7 } }),
      ),
    ).toMatchObject({
      details: { row: 1, column: '#8', problem: 'missing-column' },
    });
    expect(refusal(() => readStatementCsv('a,b\n"open,2\n', plainMapping))).toMatchObject({
      details: { problem: 'quotes' },
    });
  });

  it('reads amounts as each bank writes them, and only so', () => {
    const comma = { decimalMark: ',', thousandsSeparator: '.' } as const;
    const point = { decimalMark: '.', thousandsSeparator: '' } as const;
    expect(csvAmountCents('1.090,5', comma)).toBe(109050);
    expect(csvAmountCents('300,00 €', comma)).toBe(30000);
    expect(csvAmountCents('4,50-', comma)).toBe(-450);
    expect(csvAmountCents('1090.00', point)).toBe(109000);
    expect(csvAmountCents("1'090.00", { decimalMark: '.', thousandsSeparator: "'" })).toBe(109000);
    expect(csvAmountCents('1 090,00', { decimalMark: ',', thousandsSeparator: ' ' })).toBe(109000);
    for (const [text, mapping] of [
      ['1.090', point],
      ['10.90,00', comma],
      ['1,090.00', point],
      ['300,001', comma],
      ['', comma],
      ['abc', point],
    ] as const) {
      expect(csvAmountCents(text, mapping), text).toBeNull();
    }
  });

  it('reads real days only', () => {
    expect(csvDate('5/1/2027', 'DD/MM/YYYY')).toBe('2027-01-05');
    expect(csvDate('05.01.2027', 'DD/MM/YYYY')).toBe('2027-01-05');
    expect(csvDate('2027-01-05', 'YYYY-MM-DD')).toBe('2027-01-05');
    expect(csvDate('31/02/2027', 'DD/MM/YYYY')).toBeNull();
    expect(csvDate('2027-13-01', 'YYYY-MM-DD')).toBeNull();
    expect(csvDate('01/05/27', 'DD/MM/YYYY')).toBeNull();
  });
});
