import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { ListExportMenu } from '../../../components/data/list-export-menu.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { TableSkeleton } from '../../../components/data/skeletons.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { useDepartures } from '../../../entities/trips/api/get-departures.ts';
import { useSchools } from '../../../lib/api/get-schools.ts';
import { AddSchoolButton } from '../components/add-school-button.tsx';
import { SchoolsTable } from '../components/schools-table.tsx';
import { tripTitle } from '../../../lib/localized.ts';

export default function SchoolsListScreen() {
  const { t, i18n } = useTranslation(['admin', 'exports']);
  const { tripId, trip } = useSelectedTrip();
  const schools = useSchools(tripId);
  const departures = useDepartures(tripId);

  return (
    <>
      <PageHeader
        title={t('schoolsList.title')}
        subtitle={tripTitle(trip, i18n.language)}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <AddSchoolButton tripId={tripId} />
            <Button component={RouterLink} to={paths.schools.href()} variant="outlined">
              {t('schoolsList.asCards')}
            </Button>
          </Stack>
        }
      />
      <Stack direction="row" sx={{ mb: 2, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <ListExportMenu label={t('exports:schools')} path="admin/schools" tripId={tripId} />
        <ListExportMenu label={t('exports:allStudents')} path="admin/students" tripId={tripId} />
      </Stack>
      <QueryState query={schools} what="schools" skeleton={<TableSkeleton />}>
        {(rows) => <SchoolsTable schools={rows} departures={departures.data} />}
      </QueryState>
    </>
  );
}
