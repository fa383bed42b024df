import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { TravellerListRow } from '@voyage/domain';
import type { ServerList } from '../../components/data/data-table.tsx';
import { DistrictsFilter } from '../../components/data/districts-filter.tsx';
import { normalFilters } from '../../lib/lists/list-state.ts';
import { DISTRICT_CHOICES } from '../../lib/lists/district-choice.ts';
import { STUDENT_COLUMNS, type TravellerColumn } from './traveller-columns.tsx';
import { TravellersTable } from './travellers-table.tsx';

type StudentsTableProps = {
  label: string;
  rows: readonly TravellerListRow[];
  server: ServerList;
  loading?: boolean;
  getHref?: (row: TravellerListRow) => string;
  hidden?: readonly TravellerColumn[];
  /** Beside the filter: the export of what the table shows. */
  actions?: ReactNode;
};

/** Approved travellers with the districts filter above the table (docs/product/screens.md#districts-filter). */
export function StudentsTable({ label, rows, server, loading, getHref, hidden, actions }: StudentsTableProps) {
  const { state, onChange } = server;
  const chosen = state.filters.district;
  const district = chosen?.length === 1 ? (DISTRICT_CHOICES.find((choice) => choice === chosen[0]) ?? 'all') : 'all';
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' } }}
      >
        <DistrictsFilter
          value={district}
          onChange={(next) =>
            onChange({
              ...state,
              page: 0,
              filters: normalFilters(server.spec, { ...state.filters, district: next === 'all' ? [] : [next] }),
            })
          }
        />
        {actions}
      </Stack>
      <TravellersTable
        label={label}
        rows={rows}
        server={server}
        loading={loading}
        columns={STUDENT_COLUMNS}
        getHref={getHref}
        hidden={hidden}
      />
    </Stack>
  );
}
