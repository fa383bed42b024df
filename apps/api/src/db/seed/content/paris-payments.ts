import type { BankDetails, Cents, Instalment } from '@voyage/domain';
import { isoDate } from './text-format.ts';

export const PARIS_PRICE_CENTS: Cents = 109_000;
export const PARIS_DEPOSIT_CENTS: Cents = 30_000;

/** Deposit in the autumn before the trip, balance a month before the first departure; together the price. */
export function parisPayments(year: number): Instalment[] {
  return [
    {
      key: 'deposit',
      label: { el: 'Προκαταβολή', en: 'Deposit' },
      amountCents: PARIS_DEPOSIT_CENTS,
      dueDate: isoDate(year - 1, 11, 15),
    },
    {
      key: 'balance',
      label: { el: 'Εξόφληση', en: 'Balance' },
      amountCents: PARIS_PRICE_CENTS - PARIS_DEPOSIT_CENTS,
      dueDate: isoDate(year, 2, 15),
    },
  ];
}

// A well-formed Cypriot IBAN (valid check digits) on a made-up account number: demo data only.
export const parisBankDetails: BankDetails = {
  beneficiary: 'Institut français de Chypre – Voyage scolaire',
  accountNumber: 'CY35 0020 0195 0000 0000 1234 5678',
  bank: 'Bank of Cyprus',
  bic: 'BCYPCY2N',
};
