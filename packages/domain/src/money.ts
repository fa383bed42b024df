import { numberFormat } from './intl-formats.ts';

/** Money is held as integer euro cents everywhere; only the screen turns it into euro. */
export type Cents = number;

/** The most a price may be, in cents, as the trip editor and the payment routes bound it. */
export const TRIP_PRICE_MAX_CENTS = 10_000_000;

export function formatEuro(cents: Cents, locale: string): string {
  return numberFormat(locale === 'el' ? 'el-GR' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** As a column of figures shows it, every amount with its cents so the column lines up: `1.490,00 €`, `€1,490.00`. */
export function formatEuroWithCents(cents: Cents, locale: string): string {
  return numberFormat(locale === 'el' ? 'el-GR' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
  }).format(cents / 100);
}
