import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { ROLE_CAPABILITIES, type StaffRole, type TripSummary } from '@voyage/domain';
import { sessionKeys } from './lib/api/query-keys.ts';
import { SelectedTripProvider } from './lib/selected-trip.tsx';
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

/**
 * A query client signed in as a member of staff of the role (an administrator unless asked), so a screen offers
 * what that role may use (docs/product/staff-roles.md).
 */
export function signedInAsStaff(client: QueryClient, role: StaffRole = 'administrator'): QueryClient {
  const staff = { role, departureIds: [], capabilities: [...ROLE_CAPABILITIES[role]] };
  // The session is what the test says: never fetched again from a stubbed API.
  client.setQueryDefaults(sessionKeys.all, { staleTime: Infinity });
  client.setQueryData(sessionKeys.all, { user: { id: 'staff', name: 'Staff', role: 'admin' }, staff });
  return client;
}

/** Renders with the app's texts (English unless asked) and theme, with a user who types and clicks. */
export function renderWithProviders(ui: ReactElement, { language = 'en' }: { language?: 'el' | 'en' } = {}) {
  const i18n = createTestI18n(language);
  const user = userEvent.setup();
  const result = render(ui, { wrapper: ({ children }) => <TestProviders i18n={i18n}>{children}</TestProviders> });
  return Object.assign(result, { user });
}

/** The phone's layout when `phone` (every `max-width` query matches), the desktop's otherwise. */
export function stubScreenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

/** What the stand-in for the registration page says, for a test that follows a link to it. */
export const REGISTRATION_PAGE = 'Registration page';

const testTrip: TripSummary = { id: 1, name: { el: 'Παρίσι', en: 'Paris' }, year: 2027, active: true };

/**
 * A staff screen at `address` as the app mounts it: fresh server state, the trip Paris 2027 selected, the
 * router with the screen at `path` and a registration page to follow links to.
 */
export function renderStaffScreen(
  screen: ReactElement,
  { path, address = path, language = 'en' }: { path: string; address?: string; language?: 'el' | 'en' },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <SelectedTripProvider trips={[testTrip]} activeTripId={1}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path={path} element={screen} />
            <Route path="/admin/registration/:tripId/:id" element={<p>{REGISTRATION_PAGE}</p>} />
          </Routes>
        </MemoryRouter>
      </SelectedTripProvider>
    </QueryClientProvider>,
    { language },
  );
}
