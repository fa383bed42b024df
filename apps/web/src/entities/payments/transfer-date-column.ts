import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formattedQuickFilter } from '../../components/data/formatted-quick-filter.ts';

type TransferDateColumn = {
  headerName: string;
  /** Said where the family left the date out. */
  notGiven: string;
  /** A calendar date (`YYYY-MM-DD`) in the reader's words. */
  date(value: string): string;
  /** A table filtered in the browser finds the day as it is written; a queue the API searches does not need it. */
  isQuickFiltered?: boolean;
};

/** The day the family says they paid: a calendar date, sortable, in the reader's words. */
export function transferDateColumn<R extends GridValidRowModel>({
  headerName,
  notGiven,
  date,
  isQuickFiltered = false,
}: TransferDateColumn): GridColDef<R> {
  const written = (value: Date) => date(value.toISOString());
  return {
    field: 'transferDate',
    headerName,
    type: 'date',
    minWidth: 110,
    flex: 0.7,
    valueGetter: (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null),
    valueFormatter: (value: Date | null) => (value ? written(value) : notGiven),
    ...(isQuickFiltered ? { getApplyQuickFilterFn: formattedQuickFilter(written) } : {}),
  };
}
