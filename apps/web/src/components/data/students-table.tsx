import { useMemo, useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { Traveller } from '@voyage/domain';
import { DistrictsFilter } from './districts-filter.tsx';
import { matchesDistrict, type DistrictChoice } from './district-choice.ts';
import { STUDENT_COLUMNS, type TravellerColumn } from './traveller-columns.tsx';
import { TravellersTable } from './travellers-table.tsx';

type StudentsTableProps = {
  label: string;
  rows: readonly Traveller[];
  getHref?: (row: Traveller) => string;
  hidden?: readonly TravellerColumn[];
  /** Beside the filter, given the district chosen: the export of what the table shows. */
  actions?: (district: DistrictChoice) => ReactNode;
};

/** Approved travellers with the districts filter above the table (docs/product/screens.md#districts-filter). */
export function StudentsTable({ label, rows, getHref, hidden, actions }: StudentsTableProps) {
  const [district, setDistrict] = useState<DistrictChoice>('all');
  const visible = useMemo(() => rows.filter((row) => matchesDistrict(district, row.district)), [rows, district]);
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' } }}
      >
        <DistrictsFilter value={district} onChange={setDistrict} />
        {actions?.(district)}
      </Stack>
      <TravellersTable label={label} rows={visible} columns={STUDENT_COLUMNS} getHref={getHref} hidden={hidden} />
    </Stack>
  );
}
