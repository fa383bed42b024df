import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Trip } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { formatDate, tripTitle } from '../../../lib/localized.ts';

/** Registrations are not open: said plainly, with the opening date when it is still to come, and no form. */
export function RegistrationClosed({ trip }: { trip: Trip }) {
  const { t, i18n } = useTranslation('register');
  const isUpcoming = new Date(trip.registrationOpensAt) > new Date();
  const tripName = tripTitle(trip, i18n.language);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <EventBusyOutlinedIcon sx={{ color: 'text.secondary', fontSize: 40 }} aria-hidden />
        <Typography variant="h2" sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' } }}>
          {t('closed.title')}
        </Typography>
        <Typography>
          {isUpcoming
            ? t('closed.upcoming', { trip: tripName, date: formatDate(trip.registrationOpensAt, i18n.language) })
            : t('closed.body', { trip: tripName })}
        </Typography>
        <Button variant="outlined" size="large" component={RouterLink} to={paths.home.href(trip.id)}>
          {t('done.tripPage')}
        </Button>
      </Stack>
    </Paper>
  );
}
