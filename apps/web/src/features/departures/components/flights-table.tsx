import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColDef } from '@mui/x-data-grid';
import type { Flight } from '@voyage/domain';
import { DataTable } from '../../../components/data/data-table.tsx';
import { formattedQuickFilter } from '../../../components/data/formatted-quick-filter.ts';
import { useFormatters } from '../../../components/data/use-formatters.ts';

type FlightRow = Flight & { id: string };
const hhmm = (time: string) => time.slice(0, 5);

export function FlightsTable({ flights }: { flights: readonly Flight[] }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const rows = useMemo<FlightRow[]>(
    () => flights.map((flight) => ({ ...flight, id: `${flight.direction}-${flight.flightNumber}-${flight.date}` })),
    [flights],
  );
  const columns = useMemo<GridColDef<FlightRow>[]>(
    () => [
      {
        field: 'direction',
        headerName: t('columns.direction'),
        type: 'singleSelect',
        valueOptions: (['outbound', 'inbound'] as const).map((value) => ({ value, label: t(`direction.${value}`) })),
        minWidth: 120,
        flex: 0.7,
      },
      { field: 'flightNumber', headerName: t('columns.flightNumber'), minWidth: 110, flex: 0.6 },
      {
        field: 'date',
        headerName: t('columns.date'),
        type: 'date',
        minWidth: 130,
        flex: 0.8,
        valueGetter: (value: string) => new Date(`${value}T00:00:00Z`),
        valueFormatter: (value: Date) => fmt.date(value.toISOString()),
        getApplyQuickFilterFn: formattedQuickFilter((value: Date) => fmt.date(value.toISOString())),
      },
      {
        field: 'route',
        headerName: t('columns.route'),
        minWidth: 200,
        flex: 1.3,
        valueGetter: (_value, row) => t('departure.route', { from: row.from, to: row.to }),
      },
      {
        field: 'departureTime',
        headerName: t('columns.departureTime'),
        minWidth: 110,
        flex: 0.6,
        valueFormatter: (value: string) => hhmm(value),
      },
      {
        field: 'arrivalTime',
        headerName: t('columns.arrivalTime'),
        minWidth: 110,
        flex: 0.6,
        valueFormatter: (value: string) => hhmm(value),
      },
    ],
    [t, fmt],
  );
  return (
    <DataTable<FlightRow>
      label={t('departure.flights')}
      rows={rows}
      columns={columns}
      initialSort={[{ field: 'date', sort: 'asc' }]}
    />
  );
}
