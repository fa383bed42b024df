import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { localize } from '../../../../lib/localized.ts';
import type { EscortShortfall } from './escort-shortfall.ts';

/** Said before approving: which departures would be short of escorts, so staff can confirm knowingly. */
type EscortWarningProps = {
  shortfalls: readonly EscortShortfall[];
  /** How many registrations the approval is for. */
  approving: number;
};

export function EscortWarning({ shortfalls, approving }: EscortWarningProps) {
  const { t, i18n } = useTranslation('admin');
  if (shortfalls.length === 0) return null;
  return (
    <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
      <AlertTitle>{t('review.escorts.title')}</AlertTitle>
      <Typography variant="body2">{t('review.escorts.intro', { count: approving })}</Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {shortfalls.map((shortfall) => (
          <Typography key={shortfall.departureId} component="li" variant="body2">
            {t('review.escorts.departure', {
              departure: localize(shortfall.label, i18n.language),
              count: shortfall.travellers,
              needed: shortfall.escortsNeeded,
              assigned: shortfall.escortsAssigned,
            })}
          </Typography>
        ))}
      </Box>
    </Alert>
  );
}
