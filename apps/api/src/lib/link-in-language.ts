import { LOCALE_PARAM, type Locale } from '@voyage/domain';

/**
 * An e-mailed link that opens its page in the language the e-mail is written in (`?lang=en`), whatever the
 * browser chose before: an invitation read in English opens the create-account page in English.
 */
export function linkInLanguage(url: URL, locale: Locale): string {
  const link = new URL(url);
  link.searchParams.set(LOCALE_PARAM, locale);
  return link.toString();
}
