import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { DISTRICTS, type Departure, type School } from '@voyage/domain';
import { DataTable } from '../../../components/data/data-table.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { localize } from '../../../lib/localized.ts';

type SchoolsTableProps = { schools: readonly School[]; departures: readonly Departure[] | undefined };

export function SchoolsTable({ schools, departures }: SchoolsTableProps) {
  const { t } = useTranslation('admin');
  const { locale } = useFormatters();
  const navigate = useNavigate();
  const columns = useMemo<GridColDef<School>[]>(() => {
    const departureLabel = (id: number | null) => {
      if (id === null) return t('common.unassigned');
      const departure = departures?.find((row) => row.id === id);
      return departure ? localize(departure.label, locale) : '';
    };
    return [
      {
        field: 'name',
        headerName: t('columns.school'),
        flex: 1.5,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={paths.school.href(row.tripId, row.id)}
            onClick={(event) => event.stopPropagation()}
          >
            {row.name}
          </Link>
        ),
      },
      {
        field: 'district',
        headerName: t('columns.district'),
        type: 'singleSelect',
        valueOptions: DISTRICTS.map((value) => ({ value, label: t(`districts.${value}`) })),
        minWidth: 130,
        flex: 0.8,
      },
      { field: 'registrationCode', headerName: t('columns.registrationCode'), minWidth: 140, flex: 0.8 },
      {
        field: 'departureId',
        headerName: t('columns.departure'),
        minWidth: 160,
        flex: 1,
        valueGetter: (value: number | null) => departureLabel(value),
      },
      { field: 'travellerCount', headerName: t('columns.travellers'), type: 'number', minWidth: 110, flex: 0.6 },
    ];
  }, [t, departures, locale]);

  return (
    <DataTable<School>
      label={t('schoolsList.title')}
      rows={schools}
      columns={columns}
      initialSort={[{ field: 'name', sort: 'asc' }]}
      onRowClick={(row) => void navigate(paths.school.href(row.tripId, row.id))}
    />
  );
}
