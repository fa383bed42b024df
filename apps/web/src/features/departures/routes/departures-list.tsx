import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/data/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { TableSkeleton } from '../../../components/data/skeletons.tsx';
import { useSelectedTrip } from '../../../app/selected-trip.tsx';
import { useDepartures } from '../../../lib/api/get-departures.ts';
import { DeparturesTable } from '../components/departures-table.tsx';

export default function DeparturesListScreen() {
  const { t } = useTranslation('admin');
  const { tripId, trip } = useSelectedTrip();
  const departures = useDepartures(tripId);
  return (
    <>
      <PageHeader
        title={t('departuresList.title')}
        subtitle={t('common.tripLine', { name: trip.name, year: trip.year })}
      />
      <QueryState query={departures} what="departures" skeleton={<TableSkeleton rows={4} />}>
        {(rows) => <DeparturesTable departures={rows} />}
      </QueryState>
    </>
  );
}
