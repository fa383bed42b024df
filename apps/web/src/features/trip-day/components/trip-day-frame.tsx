import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberLocale } from '../../../lib/local-settings.ts';

/** The phone tool's frame: its name, the other language one tap away, and one column of content. */
export function TripDayFrame({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('tripDay');
  const other = i18n.language === 'el' ? 'en' : 'el';
  const switchLanguage = () => {
    rememberLocale(other);
    void i18n.changeLanguage(other);
  };
  return (
    <>
      <AppBar position="sticky" color="primary" enableColorOnDark>
        <Toolbar sx={{ gap: 1 }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
            {t('title')}
          </Typography>
          <Button color="inherit" onClick={switchLanguage} lang={other} aria-label={t('languageLabel')}>
            {t('language')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: 2, px: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
      </Container>
    </>
  );
}
