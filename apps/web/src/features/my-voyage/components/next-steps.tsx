import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VoyageCard } from './voyage-card.tsx';

/** For a registration still being reviewed: what the office does and what the family will receive. */
export function NextSteps() {
  const { t } = useTranslation('myVoyage');
  return (
    <VoyageCard title={t('next.title')}>
      <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5, lineHeight: 1.6 }}>
        <Typography component="li">{t('next.review')}</Typography>
        <Typography component="li">{t('next.decision')}</Typography>
        <Typography component="li">{t('next.afterApproval')}</Typography>
      </Stack>
    </VoyageCard>
  );
}
