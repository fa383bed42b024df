import { LOCALE_COOKIE, type Locale } from '@voyage/domain';

/**
 * Preferences kept in the browser (locale, theme, selected trip). Never personal data
 * (docs/product/security.md#nothing-personal-in-browser-storage).
 * Storage can be unavailable (private mode, blocked cookies): every access is guarded.
 */
export const SETTING_KEYS = {
  locale: 'voyage.locale',
  theme: 'voyage.theme',
  tripId: 'voyage.tripId',
} as const;
export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

export function readSetting(key: SettingKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSetting(key: SettingKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisting a preference is harmless.
  }
}

/**
 * The language, for the app (`voyage.locale`) and for the server, which renders the public pages in it (the
 * `voyage-locale` cookie: a year, every path, sent on same-site navigations only).
 */
export function rememberLocale(locale: Locale): void {
  writeSetting(SETTING_KEYS.locale, locale);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
