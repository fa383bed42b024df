import type { Cents } from '../money.ts';

/**
 * One line of a bank statement as the statement readers give it (docs/product/payments.md#bank-statements):
 * one credit or debit on the account, whichever format it came in (camt.053, a bank's CSV).
 */
export type StatementLine = {
  /** What makes the line the same line when a statement is imported again (see `importKey`). */
  importKey: string;
  /** The account the statement is of (IBAN, compact, capitals), when the statement says it. */
  accountIban: string | null;
  /** The bank's own reference of the entry, when it gives one. */
  bankReference: string | null;
  /** `YYYY-MM-DD` */
  bookingDate: string | null;
  /** `YYYY-MM-DD` */
  valueDate: string | null;
  /** Always positive: `direction` says whether money came in or went out. */
  amountCents: Cents;
  /** ISO 4217, capitals. */
  currency: string;
  direction: 'credit' | 'debit';
  /** The free text of the transfer as the bank gives it (remittance text, additional information). */
  text: string;
  /** The structured creditor reference (camt.053 `Strd/CdtrRefInf/Ref`), as the bank gives it. */
  creditorReference: string | null;
  payerName: string | null;
  payerIban: string | null;
};

/** A statement read from a file: its account and currency (null when the file does not say) and its lines. */
export type ReadStatement = {
  accountIban: string | null;
  currency: string | null;
  lines: StatementLine[];
};

/** An IBAN as it is compared: no spaces, capitals. */
export function compactIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}
