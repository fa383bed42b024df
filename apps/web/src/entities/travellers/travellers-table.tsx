import { useNavigate } from 'react-router';
import type { TravellerListRow } from '@voyage/domain';
import { DataTable, type ServerList, type TableSelection } from '../../components/data/data-table.tsx';
import { REGISTRATION_COLUMNS, useTravellerColumns, type TravellerColumn } from './traveller-columns.tsx';

type TravellersTableProps = {
  label: string;
  /** One page of the list, as the API answered it. */
  rows: readonly TravellerListRow[];
  /** The list's page, order, search and filters, and how many rows match in all. */
  server: ServerList;
  loading?: boolean;
  columns?: readonly TravellerColumn[];
  /** Where a traveller leads: the name becomes a link and the whole row opens it. */
  getHref?: (row: TravellerListRow) => string;
  /** Columns hidden at first (still available from the Columns panel). */
  hidden?: readonly TravellerColumn[];
  /** Checkboxes to pick rows (the Pending tab's bulk approval). */
  selection?: TableSelection;
};

/** A page of a travellers list; the API pages, sorts, searches and filters it (docs/product/admin.md#lists). */
export function TravellersTable({
  label,
  rows,
  server,
  loading,
  columns = REGISTRATION_COLUMNS,
  getHref,
  hidden = [],
  selection,
}: TravellersTableProps) {
  const navigate = useNavigate();
  const columnDefs = useTravellerColumns(columns, getHref);
  const hiddenFields = columns.flatMap((key, index) => (hidden.includes(key) ? [columnDefs[index]?.field ?? key] : []));
  return (
    <DataTable<TravellerListRow>
      label={label}
      rows={rows}
      columns={columnDefs}
      server={server}
      loading={loading}
      hiddenFields={hiddenFields}
      onRowClick={getHref ? (row) => void navigate(getHref(row)) : undefined}
      selection={selection}
    />
  );
}
