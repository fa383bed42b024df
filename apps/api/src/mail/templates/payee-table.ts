import type { Locale } from '@voyage/domain';
import type { EmailTable } from './render.ts';

/** Where a family sends money: the trip's bank details and the traveller's personal code as the reference. */
export type PayeeData = { beneficiary: string; iban: string; bank: string; bic: string; personalCode: string };

export function payeeTable(data: PayeeData, locale: Locale): EmailTable {
  const [beneficiary, bank, reference] =
    locale === 'el' ? ['Δικαιούχος', 'Τράπεζα', 'Αιτιολογία'] : ['Beneficiary', 'Bank', 'Reference'];
  return {
    rows: [
      { label: beneficiary, value: data.beneficiary },
      { label: 'IBAN', value: data.iban },
      { label: bank, value: data.bank },
      { label: 'BIC', value: data.bic },
      { label: reference, value: data.personalCode },
    ],
  };
}
