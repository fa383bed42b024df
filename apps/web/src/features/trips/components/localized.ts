import type { LocalizedText } from '@voyage/domain';

/** The text in the screen's language; English when the Greek is missing, and the reverse. */
export function localized(text: LocalizedText, locale: 'el' | 'en'): string {
  return text[locale] || text[locale === 'el' ? 'en' : 'el'];
}
