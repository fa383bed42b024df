import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { TableSkeleton } from '../../../components/data/skeletons.tsx';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { useDepartures } from '../../../lib/api/get-departures.ts';
import { DeparturesTable } from '../components/departures-table.tsx';
import { tripTitle } from '../../../lib/localized.ts';

export default function DeparturesListScreen() {
  const { t, i18n } = useTranslation('admin');
  const { tripId, trip } = useSelectedTrip();
  const departures = useDepartures(tripId);
  return (
    <>
      <PageHeader title={t('departuresList.title')} subtitle={tripTitle(trip, i18n.language)} />
      <QueryState query={departures} what="departures" skeleton={<TableSkeleton rows={4} />}>
        {(rows) => <DeparturesTable departures={rows} />}
      </QueryState>
    </>
  );
}
