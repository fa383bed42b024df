import { useColorScheme, useTheme, type CssVarsTheme, type Palette, type Theme } from '@mui/material/styles';

/**
 * The palette of the scheme on screen. With CSS-variable themes `theme.palette` stays the light
 * one, but charts draw with concrete colours, so they need the dark values in dark mode.
 */
export function useSchemePalette(): Palette {
  const theme = useTheme<Theme & Partial<Pick<CssVarsTheme, 'colorSchemes'>>>();
  const { colorScheme } = useColorScheme();
  return (colorScheme && theme.colorSchemes?.[colorScheme]?.palette) || theme.palette;
}
