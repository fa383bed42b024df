import { LOCALE_PARAM, LOCALES, type Locale } from '@voyage/domain';

/** The language an address asks for (`?lang=en`): e-mailed links carry the language of their e-mail. */
export function localeAskedBy(search: string): Locale | undefined {
  const asked = new URLSearchParams(search).get(LOCALE_PARAM);
  return (LOCALES as readonly (string | null)[]).includes(asked) ? (asked as Locale) : undefined;
}
