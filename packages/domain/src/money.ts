import { numberFormat } from './intl-formats.ts';

/** Money is held as integer euro cents everywhere; only the screen turns it into euro. */
export type Cents = number;

export function formatEuro(cents: Cents, locale: string): string {
  return numberFormat(locale === 'el' ? 'el-GR' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}
