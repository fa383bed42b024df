import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, type To } from 'react-router';
import { formatDate } from '../../../lib/localized.ts';

type RegistrationNoticeProps = { isOpen: boolean; closesAt: string; opensAt: string; registerTo: To };

/** "Registrations are open" with the Register button, or a calm note that they are closed. */
export function RegistrationNotice({ isOpen, closesAt, opensAt, registerTo }: RegistrationNoticeProps) {
  const { t, i18n } = useTranslation('public');
  const isUpcoming = !isOpen && new Date(opensAt) > new Date();
  return (
    <Paper
      elevation={0}
      role="region"
      aria-label={t(isOpen ? 'registration.open' : 'registration.closed')}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2, bgcolor: 'background.paper', color: 'text.primary', maxWidth: 560 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', flexGrow: 1 }}>
          <Box sx={{ color: isOpen ? 'success.main' : 'text.secondary', display: 'flex', pt: 0.25 }}>
            {isOpen ? <EventAvailableOutlinedIcon /> : <EventBusyOutlinedIcon />}
          </Box>
          <div>
            <Typography sx={{ fontWeight: 700 }}>{t(isOpen ? 'registration.open' : 'registration.closed')}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {isOpen
                ? t('registration.until', { date: formatDate(closesAt, i18n.language) })
                : isUpcoming
                  ? t('registration.opensOn', { date: formatDate(opensAt, i18n.language) })
                  : t('registration.closedNote')}
            </Typography>
          </div>
        </Stack>
        {isOpen ? (
          <Button
            variant="contained"
            color="secondary"
            size="large"
            component={RouterLink}
            to={registerTo}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {t('registration.register')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
