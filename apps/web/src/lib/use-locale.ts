import { DEFAULT_LOCALE, LOCALES, type Locale } from '@voyage/domain';
import { useTranslation } from 'react-i18next';

/** The language the screen is shown in, as the domain names it (for e-mails the server writes). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return LOCALES.find((locale) => locale === language) ?? DEFAULT_LOCALE;
}
