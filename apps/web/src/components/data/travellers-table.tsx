import { useNavigate } from 'react-router';
import type { Traveller } from '@voyage/domain';
import { DataTable, type TableSelection } from './data-table.tsx';
import { REGISTRATION_COLUMNS, useTravellerColumns, type TravellerColumn } from './traveller-columns.tsx';

type TravellersTableProps = {
  label: string;
  rows: readonly Traveller[];
  columns?: readonly TravellerColumn[];
  /** Where a traveller leads: the name becomes a link and the whole row opens it. */
  getHref?: (row: Traveller) => string;
  /** Columns hidden at first (still available from the Columns panel). */
  hidden?: readonly TravellerColumn[];
  /** Checkboxes to pick rows (the Pending tab's bulk approval). */
  selection?: TableSelection;
};

export function TravellersTable({ label, rows, columns = REGISTRATION_COLUMNS, getHref, hidden = [], selection }: TravellersTableProps) {
  const navigate = useNavigate();
  const columnDefs = useTravellerColumns(columns, getHref);
  const hiddenFields = columns.flatMap((key, index) => (hidden.includes(key) ? [columnDefs[index]?.field ?? key] : []));
  return (
    <DataTable<Traveller>
      label={label}
      rows={rows}
      columns={columnDefs}
      initialSort={[{ field: 'name', sort: 'asc' }]}
      hiddenFields={hiddenFields}
      onRowClick={getHref ? (row) => void navigate(getHref(row)) : undefined}
      selection={selection}
    />
  );
}
