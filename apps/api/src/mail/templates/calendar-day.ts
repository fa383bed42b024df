import { dateTimeFormat, type Locale, type TravelAuthorisationLanguage } from '@voyage/domain';

const LANGUAGE_TAGS: Record<TravelAuthorisationLanguage, string> = { el: 'el-GR', en: 'en-IE', fr: 'fr-FR' };

/**
 * A calendar date (`YYYY-MM-DD`) as the reader's language writes it ("20 Μαΐου 2027", "20 May 2027"); French
 * ("20 mars 2027") for the travel authorisation letter alone.
 */
export function formatCalendarDay(isoDate: string, locale: Locale | TravelAuthorisationLanguage): string {
  return dateTimeFormat(LANGUAGE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** Two calendar dates as a span: "20 May 2027 – 26 May 2027". */
export function formatCalendarRange(
  startsOn: string,
  endsOn: string,
  locale: Locale | TravelAuthorisationLanguage,
): string {
  return `${formatCalendarDay(startsOn, locale)} – ${formatCalendarDay(endsOn, locale)}`;
}

/** A date as forms write it in every language: 14/03/2012. */
export function numericDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return year && month && day ? `${day}/${month}/${year}` : isoDate;
}
