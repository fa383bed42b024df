import { useMemo, useState } from 'react';
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
};

/** Approved travellers with the districts filter above the table (docs/product/screens.md#districts-filter). */
export function StudentsTable({ label, rows, getHref, hidden }: StudentsTableProps) {
  const [district, setDistrict] = useState<DistrictChoice>('all');
  const visible = useMemo(() => rows.filter((row) => matchesDistrict(district, row.district)), [rows, district]);
  return (
    <Stack spacing={2}>
      <DistrictsFilter value={district} onChange={setDistrict} />
      <TravellersTable label={label} rows={visible} columns={STUDENT_COLUMNS} getHref={getHref} hidden={hidden} />
    </Stack>
  );
}
