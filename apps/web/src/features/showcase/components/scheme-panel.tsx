import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createSchemeTheme, type SchemeName } from '../../../lib/theme.ts';

type SchemePanelProps = { scheme: SchemeName; title: string; children: ReactNode };

/** Renders its children in one fixed colour scheme, whatever the page's scheme. */
export function SchemePanel({ scheme, title, children }: SchemePanelProps) {
  const schemeTheme = useMemo(() => createSchemeTheme(scheme), [scheme]);
  return (
    <ThemeProvider theme={schemeTheme}>
      <ScopedCssBaseline
        component="section"
        aria-label={title}
        sx={{
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          p: { xs: 2, sm: 3 },
          colorScheme: scheme,
          height: '100%',
        }}
      >
        <Typography variant="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Box>{children}</Box>
      </ScopedCssBaseline>
    </ThemeProvider>
  );
}
