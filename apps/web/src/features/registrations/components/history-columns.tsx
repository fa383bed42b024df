import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formattedQuickFilter } from '../../../components/data/formatted-quick-filter.ts';
import { actionsColumn, previewColumn } from '../../../components/review/review-queue-table.tsx';

// The columns of one traveller's payments and documents: rows as tall as their content, newest first.

/** Cells that hold more than a line: centred in the row's height. */
export const cellBox = { display: 'flex', flexDirection: 'column', justifyContent: 'center' } as const;

/** When the family sent it: a date to sort and filter by, shown as the day. */
export function sentOnColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  day: (value: Date) => string,
): GridColDef<R> {
  return {
    field,
    headerName,
    type: 'date',
    minWidth: 120,
    flex: 0.7,
    valueGetter: (value: string) => new Date(value),
    valueFormatter: day,
    getApplyQuickFilterFn: formattedQuickFilter(day),
  };
}

type StatusColumn<R> = {
  headerName: string;
  valueOptions: { value: string; label: string }[];
  minWidth: number;
  flex: number;
  chip(row: R): ReactNode;
};

/** What was decided: the chip, and under a rejection the reason staff gave, in full. */
export function decisionColumn<R extends GridValidRowModel & { rejectionReason: string | null }>({
  chip,
  ...column
}: StatusColumn<R>): GridColDef<R> {
  return {
    field: 'status',
    type: 'singleSelect',
    ...column,
    renderCell: ({ row }) => (
      <Box sx={{ ...cellBox, alignItems: 'flex-start', gap: 0.5 }}>
        {chip(row)}
        {row.rejectionReason ? (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
            {row.rejectionReason}
          </Typography>
        ) : null}
      </Box>
    ),
  };
}

// A queue's rows have one height, and its cells fill it; these rows are as tall as their content, so a cell
// keeps its own height: the file as it is, the buttons in a box of their own size.

/** The file itself, as a thumbnail or a link. */
export function fileColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  file: (row: R) => ReactNode,
) {
  return { ...previewColumn<R>(field, headerName, file, 90), renderCell: ({ row }: { row: R }) => file(row) };
}

/** The buttons that decide, last. */
export function decideColumn<R extends GridValidRowModel>(
  headerName: string,
  size: { minWidth: number; flex: number },
  actions: (row: R) => ReactNode,
): GridColDef<R> {
  return {
    ...actionsColumn<R>(headerName, size.minWidth, actions, size.flex),
    renderCell: ({ row }) => <Box sx={{ ...cellBox, alignItems: 'flex-start' }}>{actions(row)}</Box>,
  };
}
