import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DISTRICTS } from '@voyage/domain';
import { DistrictsFilter } from '../../../components/data/districts-filter.tsx';
import { matchesDistrict, type DistrictChoice } from '../../../lib/lists/district-choice.ts';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { CardsSkeleton } from '../../../components/data/skeletons.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { useSchools } from '../../../lib/api/get-schools.ts';
import { AddSchoolButton } from '../components/add-school-button.tsx';
import { DistrictSchools } from '../components/district-schools.tsx';
import { ListExportMenu } from '../../../components/data/list-export-menu.tsx';
import type { ListOnScreen } from '../../../lib/api/export-urls.ts';
import { tripTitle } from '../../../lib/localized.ts';

export default function SchoolsScreen() {
  const { t, i18n } = useTranslation(['admin', 'exports']);
  const { tripId, trip } = useSelectedTrip();
  const schools = useSchools(tripId);
  const [district, setDistrict] = useState<DistrictChoice>('all');
  const shown: ListOnScreen = { fixed: district === 'all' ? {} : { district } };

  return (
    <>
      <PageHeader
        title={t('schools.title')}
        subtitle={tripTitle(trip, i18n.language)}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <AddSchoolButton tripId={tripId} />
            <Button component={RouterLink} to={paths.schoolsList.href()} variant="outlined">
              {t('schools.asTable')}
            </Button>
          </Stack>
        }
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ mb: 3, gap: 1.5, justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' } }}
      >
        <DistrictsFilter value={district} onChange={setDistrict} />
        {/* The schools shown, and their students, of the district chosen. */}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListExportMenu label={t('exports:schools')} path="admin/schools" tripId={tripId} list={shown} />
          <ListExportMenu label={t('exports:allStudents')} path="admin/students" tripId={tripId} list={shown} />
        </Stack>
      </Stack>
      <QueryState
        query={schools}
        what="schools"
        skeleton={<CardsSkeleton count={8} height={130} />}
        isEmpty={(rows) => rows.length === 0}
        emptyMessage={t('empty.schools')}
      >
        {(rows) =>
          DISTRICTS.filter((key) => matchesDistrict(district, key)).map((key) => (
            <DistrictSchools
              key={key}
              district={key}
              schools={rows.filter((school) => school.district === key).sort((a, b) => a.name.localeCompare(b.name))}
            />
          ))
        }
      </QueryState>
    </>
  );
}
