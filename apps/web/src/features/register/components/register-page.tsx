import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Trip } from '@voyage/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, localize } from '../../../lib/localized.ts';

type RegisterPageProps = { trip: Trip; title: string; children: ReactNode };

/** The frame of the registration screens: which trip, the page's title, then the step. */
export function RegisterPage({ trip, title, children }: RegisterPageProps) {
  const { t, i18n } = useTranslation('register');
  const dates = t('tripDates', {
    from: formatDate(trip.startsOn, i18n.language, { year: undefined }),
    to: formatDate(trip.endsOn, i18n.language),
  });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2.5, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={0.5} sx={{ mb: { xs: 2, md: 3 } }}>
        <Typography sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: '0.02em' }}>
          {t('tripLine', { name: localize(trip.name, i18n.language), year: trip.year, dates })}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Container>
  );
}
