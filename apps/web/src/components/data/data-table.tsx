import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  type GridColDef,
  type GridRowId,
  type GridRowIdGetter,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { DataTableToolbar } from './data-table-toolbar.tsx';
import { gridLocaleText } from './grid-locale.ts';

export type DataTableProps<R extends GridValidRowModel> = {
  /** The table's accessible name. */
  label: string;
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  loading?: boolean;
  getRowId?: GridRowIdGetter<R>;
  initialSort?: GridSortModel;
  /** Fields hidden at first where space is short; people can show them from the Columns panel. */
  hiddenFields?: readonly string[];
  onRowClick?: (row: R) => void;
  /** A checkbox per row (and one for the page): the ids chosen, kept by the screen. */
  selection?: TableSelection;
  /** Rows taller than text (a thumbnail), or `auto` to fit what wraps in them. */
  rowHeight?: number | 'auto';
};

export type TableSelection = {
  ids: ReadonlySet<GridRowId>;
  onChange: (ids: Set<GridRowId>) => void;
};

const PAGE_SIZES = [25, 50, 100];

/** Every admin table: sortable, filterable, searchable, paged; scrolls sideways inside itself on phones. */
export function DataTable<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  loading = false,
  getRowId,
  initialSort,
  hiddenFields = [],
  onRowClick,
  selection,
  rowHeight,
}: DataTableProps<R>) {
  const { t, i18n } = useTranslation('components');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const language = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'el';
  const localeText = useMemo(() => gridLocaleText(language, t), [language, t]);
  const selectedIds = selection?.ids;
  const selectionModel = useMemo<GridRowSelectionModel | undefined>(
    () => (selectedIds ? { type: 'include', ids: new Set(selectedIds) } : undefined),
    [selectedIds],
  );

  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid<R>
        label={label}
        rows={rows}
        columns={columns}
        loading={loading}
        getRowId={getRowId}
        localeText={localeText}
        autoHeight
        showToolbar
        slots={{ toolbar: DataTableToolbar }}
        density={isPhone ? 'compact' : 'standard'}
        rowHeight={typeof rowHeight === 'number' ? rowHeight : undefined}
        getRowHeight={rowHeight === 'auto' ? () => 'auto' : undefined}
        pageSizeOptions={PAGE_SIZES}
        initialState={{
          pagination: { paginationModel: { pageSize: 25, page: 0 } },
          sorting: initialSort ? { sortModel: initialSort } : undefined,
          columns: { columnVisibilityModel: Object.fromEntries(hiddenFields.map((field) => [field, false])) },
        }}
        disableRowSelectionOnClick
        checkboxSelection={selection !== undefined}
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={
          selection ? (model, details) => selection.onChange(chosenIds(model, details.api.getAllRowIds())) : undefined
        }
        onRowClick={
          onRowClick
            ? (params, event) => {
                // Ticking a row's checkbox picks it; it does not open it.
                if (!isInCheckboxCell(event.target)) onRowClick(params.row);
              }
            : undefined
        }
        sx={{
          ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
          ...(rowHeight === 'auto' ? { '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' } } : {}),
        }}
      />
    </Box>
  );
}

/** The grid says "all but these" after Select all; the screen keeps the plain list of chosen ids. */
function chosenIds(model: GridRowSelectionModel, allIds: readonly GridRowId[]): Set<GridRowId> {
  if (model.type === 'include') return new Set(model.ids);
  return new Set(allIds.filter((id) => !model.ids.has(id)));
}

function isInCheckboxCell(target: EventTarget): boolean {
  return target instanceof Element && target.closest(`[data-field="${GRID_CHECKBOX_SELECTION_FIELD}"]`) !== null;
}
