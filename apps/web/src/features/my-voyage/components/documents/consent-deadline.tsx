import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventIcon from '@mui/icons-material/Event';
import { useFormatters } from '../../../../components/data/use-formatters.ts';
import { consentCountdown, type ConsentCountdown } from './consent-countdown.ts';
import type { DocumentStanding } from '@voyage/domain';

/** Under a week left, or past, the countdown turns from calm to urgent. */
const URGENT_DAYS = 7;

function countdownColour(countdown: ConsentCountdown): 'info.main' | 'warning.main' | 'error.main' {
  if (countdown.kind !== 'left') return 'error.main';
  return countdown.days <= URGENT_DAYS ? 'warning.main' : 'info.main';
}

function Countdown({ countdown }: { countdown: ConsentCountdown }) {
  const { t } = useTranslation('myVoyage');
  const label =
    countdown.kind === 'left'
      ? t('deadline.daysLeft', { count: countdown.days })
      : countdown.kind === 'today'
        ? t('deadline.today')
        : t('deadline.overdue', { count: countdown.days });
  const colour = countdownColour(countdown);
  // As the status chips: the text stays in the body colour (AA in both themes), the urgency is the outline.
  return (
    <Chip
      variant="outlined"
      label={label}
      icon={<EventIcon sx={{ '&&': { color: colour } }} />}
      sx={{ borderColor: colour, borderWidth: 2, color: 'text.primary', fontWeight: 600 }}
    />
  );
}

type ConsentDeadlineProps = {
  /** The last day (`YYYY-MM-DD`, in Cyprus). */
  deadline: string;
  /** Where the signed consent form stands: once Processing or Accepted, nothing more is due. */
  consent: DocumentStanding;
  now?: Date;
};

/**
 * The consent form an approved registration still owes: the last day, how many days remain, and what to do
 * (the Documents card below offers the form and its upload). Once a signed form is Processing or Accepted it
 * stops urging and says so.
 */
export function ConsentDeadline({ deadline, consent, now = new Date() }: ConsentDeadlineProps) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  const date = fmt.date(deadline);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {t('deadline.title')}
      </Typography>
      {consent === 'accepted' || consent === 'processing' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircleIcon sx={{ color: consent === 'accepted' ? 'success.main' : 'info.main' }} />
          <Typography>{t(consent === 'accepted' ? 'deadline.accepted' : 'deadline.processing')}</Typography>
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
            <Typography sx={{ fontWeight: 650, fontSize: '1.1rem' }}>{t('deadline.dueBy', { date })}</Typography>
            <Countdown countdown={consentCountdown(deadline, now)} />
          </Stack>
          <Typography>{t('deadline.what', { date })}</Typography>
        </Stack>
      )}
    </Box>
  );
}
