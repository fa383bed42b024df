import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { ListExportMenu } from '../../../components/data/list-export-menu.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { TableSkeleton } from '../../../components/data/skeletons.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { useDepartures } from '../../../entities/trips/api/get-departures.ts';
import { DeparturesTable } from '../components/departures-table.tsx';
import { tripTitle } from '../../../lib/localized.ts';

/** `/admin/departures/list`: the selected trip's departures; New departure opens `/admin/departure/{trip_id}`. */
export default function DeparturesListScreen() {
  const { t, i18n } = useTranslation(['admin', 'operations', 'exports']);
  const { tripId, trip } = useSelectedTrip();
  const departures = useDepartures(tripId);
  return (
    <>
      <PageHeader
        title={t('departuresList.title')}
        subtitle={tripTitle(trip, i18n.language)}
        actions={
          tripId === undefined ? null : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                component={RouterLink}
                to={paths.departure.href(tripId)}
              >
                {t('operations:departureForm.add')}
              </Button>
              <ListExportMenu label={t('exports:departures')} path="admin/departures" tripId={tripId} />
            </Stack>
          )
        }
      />
      <QueryState query={departures} what="departures" skeleton={<TableSkeleton rows={4} />}>
        {(rows) => <DeparturesTable departures={rows} />}
      </QueryState>
    </>
  );
}
