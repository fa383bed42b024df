import type { ExportColumn, ExportDocument } from '../exports/export-table.ts';

/**
 * The payments ledger as an accountant reads it (docs/product/payments.md#ledger): one line per payment,
 * then a cancelled traveller's fee kept and refund (docs/product/payments.md#refunds), in English, already
 * in words. The CSV, XLSX and PDF writers lay out the same columns in this order.
 */
export type LedgerLine = {
  /** The traveller's personal code. */
  reference: string;
  /** The RF payment reference made of it, compact: what the family quotes and the bank statement shows. */
  paymentReference: string;
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
  /**
   * What names the movement on the bank statement: the payment reference of a transfer received or of a
   * fee kept, a refund's end-to-end id; empty for cash and for money that is not in the account.
   */
  bankReference: string;
};

export const LEDGER_COLUMNS: readonly ExportColumn<keyof LedgerLine>[] = [
  { key: 'reference', header: 'Personal code', kind: 'text', width: 14 },
  { key: 'paymentReference', header: 'Payment reference (RF)', kind: 'text', width: 24 },
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
  { key: 'bankReference', header: 'Bank reference', kind: 'text', width: 34 },
];

/** The ledger as one English table, the sheet named `Payments`, for the shared export writers; the PDF titled with the trip. */
export function ledgerDocument(lines: readonly LedgerLine[], trip: string): ExportDocument {
  return {
    locale: 'en',
    title: `Payments ledger · ${trip}`,
    sections: [{ title: 'Payments', columns: LEDGER_COLUMNS, rows: lines }],
  };
}
