import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, formatEuro, numberFormat, type Cents } from '@voyage/domain';

export type Formatters = {
  locale: 'el' | 'en';
  /** A calendar date (`YYYY-MM-DD`), shown as written whatever the viewer's time zone. */
  date: (isoDate: string) => string;
  /** A moment (`…T…Z`), shown as the viewer's local date. */
  day: (isoDateTime: string) => string;
  dateTime: (isoDateTime: string) => string;
  /** A moment (`…T…Z`), shown as the viewer's local time of day on the 24-hour clock ("07:42"), as flights are. */
  time: (isoDateTime: string) => string;
  euro: (cents: Cents) => string;
  number: (value: number) => string;
};

// The same locales as `formatEuro` and the public pages, so a date reads alike everywhere.
const INTL_LOCALE = { el: 'el-GR', en: 'en-IE' } as const;

export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'el';
  return useMemo(() => {
    const intl = INTL_LOCALE[locale];
    // Made once per locale for the whole app (@voyage/domain's intl-formats), not per screen.
    const calendar = dateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
    const day = dateTimeFormat(intl, { dateStyle: 'medium' });
    const dateTime = dateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' });
    const time = dateTimeFormat(intl, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const number = numberFormat(intl);
    return {
      locale,
      date: (isoDate) => calendar.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)),
      day: (isoDateTime) => day.format(new Date(isoDateTime)),
      dateTime: (isoDateTime) => dateTime.format(new Date(isoDateTime)),
      time: (isoDateTime) => time.format(new Date(isoDateTime)),
      euro: (cents) => formatEuro(cents, locale),
      number: (value) => number.format(value),
    };
  }, [locale]);
}
