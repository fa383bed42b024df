import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SETTING_KEYS, readSetting, writeSetting } from '../lib/local-settings.ts';
import { theme } from '../lib/theme.ts';

type StorageManager = NonNullable<Parameters<typeof ThemeProvider>[0]['storageManager']>;

// Only the chosen mode is remembered (`voyage.theme`): 'system' until the user picks light or dark.
// MUI's per-scheme keys are derived from the mode, so they are kept in memory only.
const settingsStorage: StorageManager = ({ key }) => ({
  get: (defaultValue: unknown) =>
    key === SETTING_KEYS.theme ? (readSetting(SETTING_KEYS.theme) ?? defaultValue) : defaultValue,
  set: (value: unknown) => {
    if (key === SETTING_KEYS.theme && typeof value === 'string') writeSetting(SETTING_KEYS.theme, value);
  },
  subscribe: () => () => {},
});

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={SETTING_KEYS.theme}
      storageManager={settingsStorage}
      noSsr
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
