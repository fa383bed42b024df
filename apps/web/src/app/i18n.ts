import { DEFAULT_LOCALE, LOCALES, type Locale } from '@voyage/domain';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SETTING_KEYS, readSetting, rememberLocale } from '../lib/local-settings.ts';
import { localeAskedBy } from '../lib/locale-asked.ts';

type Namespace = { default: Record<string, unknown> };
// One chunk per language and namespace: a screen downloads only the texts it uses.
const namespaceLoaders = import.meta.glob<Namespace>('../locales/*/*.json');

const lazyNamespaces: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read(language, namespace, callback) {
    const load = namespaceLoaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The address's language (remembered, as a choice in the menu is), else the one chosen before, else Greek. */
function initialLocale(): Locale {
  const asked = localeAskedBy(globalThis.location?.search ?? '');
  if (asked) {
    rememberLocale(asked);
    return asked;
  }
  const stored = readSetting(SETTING_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export const i18nReady = i18n
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    lng: initialLocale(),
    // No fallback language to download: every key has a non-empty text in both languages
    // (locales/locales.test.ts), so English would never be shown for Greek; a screen loads only the
    // files of the language it shows (docs/architecture.md#i18n).
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/** `<html lang>` follows the screen's language, for screen readers, hyphenation and fonts. */
export function followLanguageInDocument(): void {
  document.documentElement.lang = i18n.resolvedLanguage ?? i18n.language ?? initialLocale();
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

/**
 * The server renders the public pages in the language of the `voyage-locale` cookie: a language chosen before the
 * cookie existed is carried over to it.
 */
export function shareLanguageWithServer(): void {
  const stored = readSetting(SETTING_KEYS.locale);
  if (isLocale(stored)) rememberLocale(stored);
}

export { i18n };
