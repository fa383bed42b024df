import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddIcon from '@mui/icons-material/Add';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { TripSummary } from '@voyage/domain';
import { DataTable } from '../../../components/data/data-table.tsx';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { ListExportMenu } from '../../../components/data/list-export-menu.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { tripTitle } from '../../../lib/localized.ts';
import { NewTripDialog } from '../components/new-trip-dialog.tsx';

export default function TripsListScreen() {
  const { t, i18n } = useTranslation(['admin', 'trips', 'exports']);
  const { trips } = useSelectedTrip();
  const navigate = useNavigate();
  const [isCreating, setCreating] = useState(false);
  const columns = useMemo<GridColDef<TripSummary>[]>(
    () => [
      {
        field: 'name',
        headerName: t('columns.trip'),
        minWidth: 200,
        flex: 1.5,
        valueGetter: (_value, row) => tripTitle(row, i18n.language),
        renderCell: ({ row, value }) => (
          <Link component={RouterLink} to={paths.trip.href(row.id)} onClick={(event) => event.stopPropagation()}>
            {value as string}
          </Link>
        ),
      },
      { field: 'year', headerName: t('columns.year'), type: 'number', minWidth: 90, flex: 0.5, valueFormatter: String },
      {
        field: 'active',
        headerName: t('columns.active'),
        type: 'boolean',
        minWidth: 120,
        flex: 0.6,
        renderCell: ({ row }) =>
          row.active ? <Chip size="small" color="primary" label={t('trips.active')} /> : t('trips.inactive'),
      },
    ],
    [t, i18n.language],
  );
  return (
    <>
      <PageHeader
        title={t('trips.title')}
        actions={
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('trips:new.open')}
            </Button>
            <ListExportMenu label={t('exports:trips')} path="admin/trips" />
          </Stack>
        }
      />
      <NewTripDialog
        open={isCreating}
        trips={trips}
        onClose={() => setCreating(false)}
        onCreated={(trip) => {
          setCreating(false);
          void navigate(paths.trip.href(trip.id));
        }}
      />
      <DataTable<TripSummary>
        label={t('trips.title')}
        rows={trips}
        columns={columns}
        initialSort={[{ field: 'year', sort: 'desc' }]}
        onRowClick={(row) => void navigate(paths.trip.href(row.id))}
      />
    </>
  );
}
