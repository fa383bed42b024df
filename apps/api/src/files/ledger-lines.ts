/**
 * The payments ledger as an accountant reads it (docs/product/payments.md#ledger): one line per payment,
 * in English, already in words. The CSV and XLSX writers lay out the same columns in this order.
 */
export type LedgerLine = {
  /** The traveller's personal code: the reference the family quotes on its transfer. */
  reference: string;
  /** LAST First. */
  traveller: string;
  school: string;
  /** Which instalments the payment settles ("Deposit", "Deposit + Balance"); empty if it counts for nothing. */
  instalment: string;
  amountCents: number;
  method: string;
  /** Calendar days (`YYYY-MM-DD`, the trip's calendar), or empty. */
  submitted: string;
  transferDate: string;
  received: string;
  status: string;
  confirmedBy: string;
  rejectionReason: string;
};

export type LedgerColumn = {
  key: keyof LedgerLine;
  header: string;
  kind: 'text' | 'date' | 'euro';
  /** Width in characters in the workbook. */
  width: number;
};

export const LEDGER_COLUMNS: readonly LedgerColumn[] = [
  { key: 'reference', header: 'Reference', kind: 'text', width: 14 },
  { key: 'traveller', header: 'Traveller', kind: 'text', width: 28 },
  { key: 'school', header: 'School', kind: 'text', width: 30 },
  { key: 'instalment', header: 'Instalment', kind: 'text', width: 18 },
  { key: 'amountCents', header: 'Amount (EUR)', kind: 'euro', width: 14 },
  { key: 'method', header: 'Method', kind: 'text', width: 14 },
  { key: 'submitted', header: 'Submitted', kind: 'date', width: 12 },
  { key: 'transferDate', header: 'Transfer date', kind: 'date', width: 13 },
  { key: 'received', header: 'Received', kind: 'date', width: 12 },
  { key: 'status', header: 'Status', kind: 'text', width: 12 },
  { key: 'confirmedBy', header: 'Confirmed by', kind: 'text', width: 22 },
  { key: 'rejectionReason', header: 'Rejection reason', kind: 'text', width: 40 },
];

/** Cents as euro with two decimals and a point, as a spreadsheet reads a number: `1090.00`. */
export function euroFigure(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
