import { dateTimeFormat, type Locale } from '@voyage/domain';

/** A calendar date (`YYYY-MM-DD`) as the reader's language writes it ("20 Μαΐου 2027", "20 May 2027"). */
export function formatCalendarDay(isoDate: string, locale: Locale): string {
  return dateTimeFormat(locale === 'el' ? 'el-GR' : 'en-IE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}
