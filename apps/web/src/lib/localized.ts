import type { LocalizedText } from '@voyage/domain';

/** The text in the screen's language; Greek is the default, English the fallback. */
export function localize(text: LocalizedText, language: string): string {
  return language.startsWith('en') ? text.en || text.el : text.el || text.en;
}

/** Dates as the reader's locale writes them (`el-GR` or `en-IE`), with no time-zone shift. */
export function formatDate(isoDate: string, language: string, options?: Intl.DateTimeFormatOptions): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T12:00:00Z` : isoDate);
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-IE' : 'el-GR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: isoDate.length === 10 ? 'UTC' : undefined,
    ...options,
  }).format(date);
}
