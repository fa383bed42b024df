import { createTheme, type PaletteOptions, type ThemeOptions } from '@mui/material/styles';

/**
 * Voyage's look: a deep Paris navy for trust, a warm terracotta accent, paper-like backgrounds.
 * The app theme holds both schemes as CSS variables and switches with a class on <html>
 * (`theme-light` / `theme-dark`); `createSchemeTheme` builds one fixed scheme for a subtree
 * that must show the other scheme (the component gallery).
 */
export const COLOR_SCHEME_CLASS = '.theme-%s';
export type SchemeName = 'light' | 'dark';

const palettes: Record<SchemeName, PaletteOptions> = {
  light: {
    primary: { main: '#1f3f86', dark: '#14306b', light: '#4a66a8', contrastText: '#ffffff' },
    secondary: { main: '#a3461f', dark: '#7c3315', light: '#c96b43', contrastText: '#ffffff' },
    success: { main: '#2e6b3c' },
    warning: { main: '#8a5a00' },
    info: { main: '#1c5d8f' },
    background: { default: '#f6f4ef', paper: '#ffffff' },
    text: { primary: '#1a2233', secondary: '#4a5468' },
    divider: 'rgba(26, 34, 51, 0.12)',
  },
  dark: {
    primary: { main: '#a9c1ff', dark: '#7d9be6', light: '#cad9ff', contrastText: '#0b1630' },
    secondary: { main: '#f2a57c', dark: '#d98457', light: '#f8c6a9', contrastText: '#2a1206' },
    success: { main: '#8fd19e' },
    warning: { main: '#f3c46b' },
    info: { main: '#8cc4f0' },
    background: { default: '#0d1424', paper: '#151e33' },
    text: { primary: '#e8ecf5', secondary: '#b4bdd0' },
    divider: 'rgba(232, 236, 245, 0.14)',
  },
};

const shared: ThemeOptions = {
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Noto Sans", "Segoe UI", Roboto, Arial, sans-serif',
    h1: { fontSize: 'clamp(2rem, 6vw, 3.25rem)', fontWeight: 700, lineHeight: 1.15, letterSpacing: '-0.01em' },
    h2: { fontSize: 'clamp(1.5rem, 4vw, 2rem)', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.25rem', fontWeight: 650, lineHeight: 1.3 },
    h4: { fontSize: '1.1rem', fontWeight: 650 },
    h5: { fontSize: '1rem', fontWeight: 650 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // The page is drawn in the browser only: a media query answers on the first render, so a list is not drawn
    // as cards and then again as a table, each asking the server for its rows.
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
};

export const theme = createTheme({
  ...shared,
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_CLASS },
  colorSchemes: { light: { palette: palettes.light }, dark: { palette: palettes.dark } },
});

export function createSchemeTheme(scheme: SchemeName) {
  return createTheme({ ...shared, palette: { mode: scheme, ...palettes[scheme] } });
}
