import { creditorReferenceForCode, formatCreditorReference, type Locale } from '@voyage/domain';
import type { EmailTable } from './render.ts';

/**
 * Where a family sends money: the trip's bank details (the beneficiary as the bank holds it), the traveller's
 * personal code and the RF payment reference made of it (docs/product/payments.md#payment-reference). An e-mail
 * queued before the reference was stored has none: it is the code's, so it is made again.
 */
export type PayeeData = {
  beneficiary: string;
  iban: string;
  bank: string;
  bic: string;
  personalCode: string;
  paymentReference?: string;
};

/** The payment reference to quote, grouped in fours for reading (`RF47 PAR2 7004 3`). */
export function payeeReference(data: PayeeData): string {
  return formatCreditorReference(data.paymentReference ?? creditorReferenceForCode(data.personalCode));
}

export function payeeTable(data: PayeeData, locale: Locale): EmailTable {
  const [beneficiary, bank, reference, code] =
    locale === 'el'
      ? ['Δικαιούχος', 'Τράπεζα', 'Κωδικός αναφοράς πληρωμής (RF)', 'Προσωπικός κωδικός']
      : ['Beneficiary', 'Bank', 'Payment reference (RF)', 'Personal code'];
  return {
    rows: [
      { label: beneficiary, value: data.beneficiary },
      { label: 'IBAN', value: data.iban },
      { label: bank, value: data.bank },
      { label: 'BIC', value: data.bic },
      { label: reference, value: payeeReference(data) },
      { label: code, value: data.personalCode },
    ],
  };
}
