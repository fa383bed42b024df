import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { escortsShort, type Departure, type LocalizedText } from '@voyage/domain';
import { DataTable } from '../../../components/data/data-table.tsx';
import { formattedQuickFilter } from '../../../components/data/formatted-quick-filter.ts';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { localize } from '../../../lib/localized.ts';
import { EscortsCount } from './escorts-section.tsx';

export function DeparturesTable({ departures }: { departures: readonly Departure[] }) {
  const { t } = useTranslation(['admin', 'operations']);
  const fmt = useFormatters();
  const navigate = useNavigate();
  const columns = useMemo<GridColDef<Departure>[]>(() => {
    const date = (field: 'outboundDate' | 'inboundDate', headerName: string): GridColDef<Departure> => ({
      field,
      headerName,
      type: 'date',
      minWidth: 130,
      flex: 0.8,
      valueGetter: (value: string) => new Date(`${value}T00:00:00Z`),
      valueFormatter: (value: Date) => fmt.date(value.toISOString()),
      getApplyQuickFilterFn: formattedQuickFilter((value: Date) => fmt.date(value.toISOString())),
    });
    return [
      {
        field: 'label',
        headerName: t('columns.departure'),
        minWidth: 170,
        flex: 1.1,
        // Sorted and searched by the label in the screen's language.
        valueGetter: (value: LocalizedText) => localize(value, fmt.locale),
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={paths.departure.href(row.tripId, row.id)}
            onClick={(event) => event.stopPropagation()}
          >
            {localize(row.label, fmt.locale)}
          </Link>
        ),
      },
      date('outboundDate', t('columns.outboundDate')),
      date('inboundDate', t('columns.inboundDate')),
      { field: 'carrier', headerName: t('columns.carrier'), minWidth: 140, flex: 0.9 },
      { field: 'hotel', headerName: t('columns.hotel'), minWidth: 180, flex: 1.2 },
      { field: 'travellerCount', headerName: t('columns.travellers'), type: 'number', minWidth: 110, flex: 0.6 },
      {
        field: 'escorts',
        headerName: t('operations:escorts.list'),
        minWidth: 190,
        flex: 0.9,
        // Sorted by how many are still missing; shown as "3 of 4 escorts", warned when short.
        valueGetter: (_value, row) => escortsShort(row),
        renderCell: ({ row }) => (
          <Box component="span" sx={{ color: escortsShort(row) > 0 ? 'warning.main' : undefined }}>
            {escortsShort(row) > 0 ? (
              <WarningAmberIcon fontSize="inherit" sx={{ mr: 0.5, verticalAlign: 'middle' }} />
            ) : null}
            <EscortsCount departure={row} />
          </Box>
        ),
      },
    ];
  }, [t, fmt]);

  return (
    <DataTable<Departure>
      label={t('departuresList.title')}
      rows={departures}
      columns={columns}
      initialSort={[{ field: 'outboundDate', sort: 'asc' }]}
      onRowClick={(row) => void navigate(paths.departure.href(row.tripId, row.id))}
    />
  );
}
