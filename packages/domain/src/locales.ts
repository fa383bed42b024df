/** The product's languages (no zod here: the web app's first chunk needs these, not the schemas). */
export const LOCALES = ['el', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'el';
export const FALLBACK_LOCALE: Locale = 'en';
