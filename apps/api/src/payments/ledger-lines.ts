import type { ExportColumn, ExportDocument } from '../exports/export-table.ts';

/**
 * The payments ledger as an accountant reads it (docs/product/payments.md#ledger): one line per payment,
 * in English, already in words. The CSV, XLSX and PDF writers lay out the same columns in this order.
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

export const LEDGER_COLUMNS: readonly ExportColumn<keyof LedgerLine>[] = [
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

/** The ledger as one English table, the sheet named `Payments`, for the shared export writers; the PDF titled with the trip. */
export function ledgerDocument(lines: readonly LedgerLine[], trip: string): ExportDocument {
  return {
    locale: 'en',
    title: `Payments ledger · ${trip}`,
    sections: [{ title: 'Payments', columns: LEDGER_COLUMNS, rows: lines }],
  };
}
