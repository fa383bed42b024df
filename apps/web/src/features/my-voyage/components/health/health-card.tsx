import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../lib/paths.ts';
import { useMyHealthRecord } from '../../api/my-health-record.ts';
import { VoyageCard } from '../voyage-card.tsx';

/** My Voyage's "Health and emergency" card, once approved: how complete the record is, and the way to it. */
export function HealthCard({ travellerId }: { travellerId: string }) {
  const { t } = useTranslation('myVoyage');
  const health = useMyHealthRecord(travellerId);
  const completeness = health.data?.completeness;
  const status = completeness ? (
    completeness.complete ? (
      <Chip color="success" label={t('health.complete')} />
    ) : (
      <Chip color="warning" label={t('health.missing', { count: completeness.missing.length })} />
    )
  ) : null;
  return (
    <VoyageCard title={t('health.title')} aside={status}>
      <Typography sx={{ mb: 2 }}>{health.data?.frozen ? t('health.frozenLead') : t('health.lead')}</Typography>
      <Button component={RouterLink} to={paths.myHealth.href(travellerId)} variant="contained">
        {health.data?.frozen ? t('health.view') : t('health.open')}
      </Button>
    </VoyageCard>
  );
}
