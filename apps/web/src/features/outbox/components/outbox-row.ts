import type { Theme } from '@mui/material/styles';

/** A failed message stands out: a tinted background and an error-coloured edge, in both schemes. */
export function failedHighlight(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  return { bgcolor: theme.alpha(palette.error.main, 0.08), boxShadow: `inset 4px 0 0 ${palette.error.main}` };
}
