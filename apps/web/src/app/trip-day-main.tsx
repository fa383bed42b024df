import { DEFAULT_LOCALE, LOCALES } from '@voyage/domain';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { AppThemeProvider } from './theme-provider.tsx';
import { TripDayApp } from '../features/trip-day/trip-day-app.tsx';
import { SETTING_KEYS, readSetting } from '../lib/local-settings.ts';
import el from '../locales/el/tripDay.json';
import en from '../locales/en/tripDay.json';

// The trip day opens with no network: its texts are in its script, not loaded apart as the app's are.
const stored = readSetting(SETTING_KEYS.locale);
const language = (LOCALES as readonly string[]).includes(stored ?? '') ? stored! : DEFAULT_LOCALE;
void i18n.use(initReactI18next).init({
  lng: language,
  fallbackLng: false,
  supportedLngs: [...LOCALES],
  resources: { el: { tripDay: el }, en: { tripDay: en } },
  defaultNS: 'tripDay',
  interpolation: { escapeValue: false },
});
document.documentElement.lang = language;
i18n.on('languageChanged', (next) => {
  document.documentElement.lang = next;
});

if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('/trip-day-sw.js', { scope: '/trip-day' }).catch((error: unknown) => {
    console.error(error);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('trip-day.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <AppThemeProvider>
      <TripDayApp />
    </AppThemeProvider>
  </StrictMode>,
);
