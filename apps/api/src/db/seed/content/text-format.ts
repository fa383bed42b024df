import { dateTimeFormat, formatEuro } from '@voyage/domain';
import type { Cents, LocalizedText } from '@voyage/domain';

// Amounts and dates inside the texts are written from the same numbers the trip stores,
// so a change of price or due date cannot leave a stale figure in the terms.

export function euroText(cents: Cents): LocalizedText {
  return { el: formatEuro(cents, 'el'), en: formatEuro(cents, 'en') };
}

/** `2026-11-15` → "15 Νοεμβρίου 2026" / "15 November 2026". */
export function dateText(isoDate: string): LocalizedText {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  return {
    el: dateTimeFormat('el-GR', options).format(date),
    en: dateTimeFormat('en-GB', options).format(date),
  };
}

/** A calendar date of the trip's calendar, as `YYYY-MM-DD`. */
export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
