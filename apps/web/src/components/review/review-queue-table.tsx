import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { paths } from '../../lib/paths.ts';
import { DataTable, type ServerList } from '../data/data-table.tsx';

/** What every row of a review queue carries: whose it is, their school and code, and what staff decided. */
export type ReviewRow = GridValidRowModel & {
  id: string;
  travellerId: string;
  schoolName: string;
  personalCode: string | null;
  rejectionReason: string | null;
  reviewedByName: string | null;
};

// Cells that hold more than a line of text: centred in the row's height.
export const cellBox = { display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' } as const;

const ellipsis = { lineHeight: 1.3, overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** The file a family sent, as a thumbnail that opens it. */
export function previewColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  preview: (row: R) => ReactNode,
  width = 96,
): GridColDef<R> {
  return {
    field,
    headerName,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    width,
    renderCell: ({ row }) => <Box sx={{ ...cellBox, alignItems: 'flex-start' }}>{preview(row)}</Box>,
  };
}

type TravellerColumn<R> = { headerName: string; tripId: number; name(row: R): string; flex: number };

/** Whose it is, linked to the registration, with the school beneath. */
export function travellerColumn<R extends ReviewRow>({ headerName, tripId, name, flex }: TravellerColumn<R>) {
  const column: GridColDef<R> = {
    field: 'name',
    headerName,
    minWidth: 200,
    flex,
    valueGetter: (_value, row) => name(row),
    renderCell: ({ row, value }) => (
      <Box sx={{ ...cellBox, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={paths.registration.href(tripId, row.travellerId)}
          sx={{ fontWeight: 500, ...ellipsis }}
        >
          {value as string}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={ellipsis}>
          {row.schoolName}
        </Typography>
      </Box>
    ),
  };
  return column;
}

/** Under the name in its cell; a column of its own to sort by, shown from the Columns panel. */
export function schoolColumn<R extends ReviewRow>(headerName: string): GridColDef<R> {
  return { field: 'schoolName', headerName, minWidth: 160, flex: 1.1 };
}

type CodeColumn = { headerName: string; tripId: number; missing: string; minWidth: number; flex: number };

/** The traveller's personal code, which opens the traveller's page (`/voyageur/…`). */
export function personalCodeColumn<R extends ReviewRow>({ headerName, tripId, missing, minWidth, flex }: CodeColumn) {
  const column: GridColDef<R> = {
    field: 'personalCode',
    headerName,
    minWidth,
    flex,
    valueFormatter: (value: string | null) => value ?? missing,
    renderCell: ({ row, formattedValue }) =>
      row.personalCode ? (
        <Box sx={cellBox}>
          <Link component={RouterLink} to={paths.voyageur.href(tripId, row.personalCode, row.travellerId)}>
            {row.personalCode}
          </Link>
        </Box>
      ) : (
        (formattedValue as string)
      ),
  };
  return column;
}

type StatusColumn<R> = {
  headerName: string;
  valueOptions: { value: string; label: string }[];
  filterable?: boolean;
  chip(row: R): ReactNode;
  /** A line under the chip: why it was rejected, or when the money arrived. */
  note(row: R): string | null;
};

/** What was decided: the status chip, and a line of why under it. */
export function statusColumn<R extends ReviewRow>({
  headerName,
  valueOptions,
  filterable,
  chip,
  note,
}: StatusColumn<R>) {
  const column: GridColDef<R> = {
    field: 'status',
    headerName,
    type: 'singleSelect',
    valueOptions,
    ...(filterable === false ? { filterable: false } : {}),
    minWidth: 170,
    flex: 1,
    renderCell: ({ row }) => {
      const line = note(row);
      return (
        <Box sx={{ ...cellBox, alignItems: 'flex-start', gap: 0.5, minWidth: 0, width: '100%' }}>
          {chip(row)}
          {line ? (
            <Typography
              variant="body2"
              color="text.secondary"
              title={row.rejectionReason ?? undefined}
              sx={{ ...ellipsis, maxWidth: '100%' }}
            >
              {line}
            </Typography>
          ) : null}
        </Box>
      );
    },
  };
  return column;
}

/** Who decided. */
export function reviewedByColumn<R extends ReviewRow>(headerName: string): GridColDef<R> {
  return {
    field: 'reviewedByName',
    headerName,
    minWidth: 140,
    flex: 0.8,
    valueFormatter: (value: string | null) => value ?? '',
  };
}

/** The buttons that decide, last. */
export function actionsColumn<R extends GridValidRowModel>(
  headerName: string,
  minWidth: number,
  actions: (row: R) => ReactNode,
  flex = 1,
): GridColDef<R> {
  return {
    field: 'actions',
    headerName,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    minWidth,
    flex,
    renderCell: ({ row }) => <Box sx={{ ...cellBox, alignItems: 'flex-start' }}>{actions(row)}</Box>,
  };
}

/** The columns every review queue shares, by what they show: `reviewColumn.traveller<Row>({ … })`. */
export const reviewColumn = {
  preview: previewColumn,
  traveller: travellerColumn,
  school: schoolColumn,
  personalCode: personalCodeColumn,
  status: statusColumn,
  reviewedBy: reviewedByColumn,
  actions: actionsColumn,
};

type ReviewQueueTableProps<R extends ReviewRow> = {
  label: string;
  /** One page of the queue, as the API answered it. */
  rows: readonly R[];
  columns: GridColDef<R>[];
  /** The queue's page, order, search and filters, and how many match in all. */
  server: ServerList;
  loading?: boolean;
  hiddenFields: string[];
};

/**
 * A queue of what families sent, on a desktop: a row each, tall enough for a thumbnail and two lines. The API
 * sorts, filters and searches it (docs/product/admin.md#lists); each area brings its columns.
 */
export function ReviewQueueTable<R extends ReviewRow>({ hiddenFields, ...table }: ReviewQueueTableProps<R>) {
  return <DataTable<R> {...table} rowHeight={88} hiddenFields={hiddenFields} />;
}
