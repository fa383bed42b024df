/** The product's languages (no zod here: the web app's first chunk needs these, not the schemas). */
export const LOCALES = ['el', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'el';
export const FALLBACK_LOCALE: Locale = 'en';

/**
 * The cookie that carries the visitor's language to the server, which renders the public pages in it; the
 * browser also keeps the choice in `localStorage` (`voyage.locale`) for the app.
 */
export const LOCALE_COOKIE = 'voyage-locale';

/** The language a cookie value names, or the default one. */
export function localeOrDefault(value: unknown): Locale {
  return LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE;
}

/**
 * The address parameter that names a page's language (`?lang=en`): e-mailed links carry the language their
 * e-mail is written in (the API's `linkInLanguage`), and the web app opens the page in it (`localeAskedBy`).
 */
export const LOCALE_PARAM = 'lang';
