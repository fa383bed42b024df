import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { theme } from './lib/theme.ts';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

const resources: Resource = {};
for (const [path, texts] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /^\.\/locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
  resources[language] = { ...resources[language], [namespace]: texts };
}

/** An i18next instance with every namespace loaded at once, in the language a test reads. */
export function createTestI18n(language: 'el' | 'en' = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

export function TestProviders({ children, i18n }: { children: ReactNode; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </I18nextProvider>
  );
}

/** Renders with the app's texts (English unless asked) and theme, with a user who types and clicks. */
export function renderWithProviders(ui: ReactElement, { language = 'en' }: { language?: 'el' | 'en' } = {}) {
  const i18n = createTestI18n(language);
  const user = userEvent.setup();
  const result = render(ui, { wrapper: ({ children }) => <TestProviders i18n={i18n}>{children}</TestProviders> });
  return Object.assign(result, { user });
}
