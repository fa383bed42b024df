import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { TableSkeleton } from '../../../components/data/skeletons.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { useDepartures } from '../../../lib/api/get-departures.ts';
import { useSchools } from '../../../lib/api/get-schools.ts';
import { DepartureFormDialog } from '../components/departure-form-dialog.tsx';
import { DeparturesTable } from '../components/departures-table.tsx';
import { tripTitle } from '../../../lib/localized.ts';

export default function DeparturesListScreen() {
  const { t, i18n } = useTranslation(['admin', 'operations']);
  const { tripId, trip } = useSelectedTrip();
  const departures = useDepartures(tripId);
  const schools = useSchools(tripId);
  const navigate = useNavigate();
  const [isAdding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title={t('departuresList.title')}
        subtitle={tripTitle(trip, i18n.language)}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setAdding(true)}
            disabled={tripId === undefined}
          >
            {t('operations:departureForm.add')}
          </Button>
        }
      />
      {isAdding && tripId !== undefined ? (
        <DepartureFormDialog
          open
          tripId={tripId}
          schools={schools.data ?? []}
          onClose={(saved) => {
            setAdding(false);
            if (saved) void navigate(paths.departure.href(saved.tripId, saved.id));
          }}
        />
      ) : null}
      <QueryState query={departures} what="departures" skeleton={<TableSkeleton rows={4} />}>
        {(rows) => <DeparturesTable departures={rows} />}
      </QueryState>
    </>
  );
}
