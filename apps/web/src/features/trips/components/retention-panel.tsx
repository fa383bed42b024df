import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { Trip } from '@voyage/domain';
import { DetailList } from '../../../components/data/detail-list.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { useRetention } from '../api/get-retention.ts';

/** When the retention job acts on the trip, and what it would remove now (docs/product/data-rights.md#retention). */
export function RetentionPanel({ trip }: { trip: Trip }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const retention = useRetention(trip);
  return (
    <QueryState query={retention} what="retention" skeleton={<DetailSkeleton lines={5} />}>
      {(data) => (
        <>
          <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{t('retention.lead')}</Typography>
          <DetailList
            items={[
              { label: t('retention.idDay'), value: fmt.date(data.idRetentionDay) },
              { label: t('retention.idNow'), value: fmt.number(data.idDocuments) },
              { label: t('retention.passportNow'), value: fmt.number(data.passportDetails) },
              { label: t('retention.pendingDay'), value: fmt.date(data.pendingErasureDay) },
              { label: t('retention.pendingNow'), value: fmt.number(data.pendingRegistrations) },
            ]}
          />
        </>
      )}
    </QueryState>
  );
}
