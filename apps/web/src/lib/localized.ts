import { dateTimeFormat, intlLocaleOf, type LocalizedText } from '@voyage/domain';

/** The text in the screen's language; Greek is the default, English the fallback. */
export function localize(text: LocalizedText, language: string): string {
  return language.startsWith('en') ? text.en || text.el : text.el || text.en;
}

/** Dates as the reader's locale writes them (`el-GR` or `en-IE`), with no time-zone shift. */
export function formatDate(isoDate: string, language: string, options?: Intl.DateTimeFormatOptions): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T12:00:00Z` : isoDate);
  return dateTimeFormat(intlLocaleOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: isoDate.length === 10 ? 'UTC' : undefined,
    ...options,
  }).format(date);
}

/** A trip as families and staff name it: its name in the reader's language and its year ("Παρίσι 2027"). */
export function tripTitle(trip: { name: LocalizedText; year: number }, language: string): string {
  return `${localize(trip.name, language)} ${trip.year}`;
}

/** Two calendar days as one span the reader's locale writes ("18–23 Μαρτίου 2027", "18–23 March 2027"). */
export function formatDateRange(fromIsoDate: string, toIsoDate: string, language: string): string {
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
  return dateTimeFormat(intlLocaleOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(day(fromIsoDate), day(toIsoDate));
}
