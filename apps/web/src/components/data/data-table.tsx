import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DataGrid,
  getGridSingleSelectOperators,
  GRID_CHECKBOX_SELECTION_FIELD,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
  type GridRowId,
  type GridRowIdGetter,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { LIST_PAGE_SIZES } from '@voyage/domain';
import { isNarrowed, normalFilters, type ListFilters, type ListSpec, type ListState } from '../../lib/lists/list-state.ts';
import type { ListStateControl } from '../../lib/lists/use-list-state.ts';
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
  /** The rows are one page of a list the API pages, sorts and filters (docs/product/admin.md#lists). */
  server?: ServerList;
};

export type ServerList = ListStateControl & {
  /** How many rows match in all, or at least (`rowCountIsAtLeast`: the API counts a long list up to a ceiling). */
  rowCount: number;
  rowCountIsAtLeast?: boolean;
};

export type TableSelection = {
  ids: ReadonlySet<GridRowId>;
  onChange: (ids: Set<GridRowId>) => void;
};

const PAGE_SIZES = [...LIST_PAGE_SIZES];
/** The search box asks the API once typing pauses. */
const SEARCH_DEBOUNCE_MS = 400;

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
  server,
}: DataTableProps<R>) {
  const { t, i18n } = useTranslation('components');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const language = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'el';
  // A page the API found empty for a search or a filter says so, rather than that there is nothing yet.
  const isServerNarrowed = server !== undefined && isNarrowed(server.state);
  const localeText = useMemo(
    () => ({ ...gridLocaleText(language, t), ...(isServerNarrowed ? { noRowsLabel: t('empty.results') } : {}) }),
    [language, t, isServerNarrowed],
  );
  const selectedIds = selection?.ids;
  const selectionModel = useMemo<GridRowSelectionModel | undefined>(
    () => (selectedIds ? { type: 'include', ids: new Set(selectedIds) } : undefined),
    [selectedIds],
  );

  const spec = server?.spec;
  const shownColumns = useMemo(() => (spec ? columns.map((column) => serverColumn(spec, column)) : columns), [spec, columns]);
  const serverProps = useServerProps(server, shownColumns);

  return (
    <Box sx={{ width: '100%', minWidth: 0 }} aria-busy={loading}>
      <DataGrid<R>
        label={label}
        rows={rows}
        columns={shownColumns}
        loading={loading}
        getRowId={getRowId}
        localeText={localeText}
        autoHeight
        showToolbar
        slots={{ toolbar: DataTableToolbar }}
        // While a page loads, skeleton rows rather than MUI's bar: a progressbar may not sit inside a grid, and the
        // wrapper's aria-busy says the table is loading.
        slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
        density={isPhone ? 'compact' : 'standard'}
        rowHeight={typeof rowHeight === 'number' ? rowHeight : undefined}
        getRowHeight={rowHeight === 'auto' ? () => 'auto' : undefined}
        pageSizeOptions={PAGE_SIZES}
        initialState={{
          pagination: server ? undefined : { paginationModel: { pageSize: 25, page: 0 } },
          sorting: initialSort && !server ? { sortModel: initialSort } : undefined,
          columns: { columnVisibilityModel: Object.fromEntries(hiddenFields.map((field) => [field, false])) },
        }}
        {...serverProps}
        disableRowSelectionOnClick
        checkboxSelection={selection !== undefined}
        keepNonExistentRowsSelected={server !== undefined && selection !== undefined}
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

/** The fields whose filter the grid's panel sets: the columns the API filters on, unless a column says not. */
function panelFields(spec: ListSpec, columns: readonly GridColDef[]): string[] {
  return columns.flatMap((column) => (column.filterable !== false && Object.hasOwn(spec.filters, column.field) ? [column.field] : []));
}

/** The panel's rows for the list's filters (`is any of` the values chosen). */
function filterItems(fields: readonly string[], state: ListState): GridFilterItem[] {
  return fields.flatMap((field) => {
    const values = state.filters[field];
    return values ? [{ id: field, field, operator: 'isAnyOf', value: [...values] }] : [];
  });
}

/** The filters the grid's panel holds, as the list's; an item still being filled in adds nothing. */
function filtersOf(spec: ListSpec, fields: readonly string[], items: readonly GridFilterItem[]): ListFilters {
  const chosen: Record<string, unknown[]> = {};
  for (const item of items) {
    if (!fields.includes(item.field)) continue;
    const raw: unknown[] = item.operator === 'is' ? [item.value] : item.operator === 'isAnyOf' ? [item.value ?? []].flat() : [];
    chosen[item.field] = [...(chosen[item.field] ?? []), ...raw];
  }
  return normalFilters(spec, chosen);
}

const SERVER_OPERATORS = getGridSingleSelectOperators().filter(
  (operator) => operator.value === 'is' || operator.value === 'isAnyOf',
);

/** In server mode a column sorts and filters only as the API can (and as the column allows). */
function serverColumn<R extends GridValidRowModel>(spec: ListSpec, column: GridColDef<R>): GridColDef<R> {
  const sortable = column.sortable !== false && spec.sorts.includes(column.field);
  if (column.filterable !== false && Object.hasOwn(spec.filters, column.field)) {
    return { ...column, sortable, filterOperators: SERVER_OPERATORS };
  }
  return { ...column, sortable, filterable: false };
}

/**
 * The grid in server mode: it shows the page it is given and tells the list's state what people change
 * (page, page size, order, search, filters); every change but paging starts again at the first page. Filters
 * the screen sets outside the grid (the districts filter, a queue's drop-downs) stay as they are.
 */
function useServerProps<R extends GridValidRowModel>(server: ServerList | undefined, columns: readonly GridColDef<R>[]) {
  const spec = server?.spec;
  const state = server?.state;
  const fields = useMemo(() => (spec ? panelFields(spec, columns as readonly GridColDef[]) : []), [spec, columns]);
  // The panel's rows as people edit them (an item without a value yet); the list keeps what they mean.
  const [items, setItems] = useState<GridFilterItem[]>(() => (state ? filterItems(fields, state) : []));
  // A filter changed outside the panel (the districts filter): the panel shows it too.
  const filtersKey = JSON.stringify(state?.filters ?? {});
  const [itemsFor, setItemsFor] = useState(filtersKey);
  if (spec && state && itemsFor !== filtersKey) {
    setItemsFor(filtersKey);
    const shown = filtersOf(spec, fields, items);
    const meant = filtersOf(spec, fields, filterItems(fields, state));
    if (JSON.stringify(shown) !== JSON.stringify(meant)) setItems(filterItems(fields, state));
  }
  const search = state?.search ?? '';
  // The models keep their identity from one render to the next: the grid tells a change of them as a change.
  const filterModel = useMemo<GridFilterModel>(
    () => ({ items, quickFilterValues: search ? search.split(' ') : [] }),
    [items, search],
  );
  const page = state?.page ?? 0;
  const pageSize = state?.pageSize ?? PAGE_SIZES[0]!;
  const paginationModel = useMemo(() => ({ page, pageSize }), [page, pageSize]);
  const sort = state?.sort;
  const order = state?.order ?? 'asc';
  const sortModel = useMemo<GridSortModel>(() => (sort ? [{ field: sort, sort: order }] : []), [sort, order]);
  if (!server || !spec || !state) return {};
  const { onChange, rowCount, rowCountIsAtLeast } = server;
  return {
    paginationMode: 'server',
    sortingMode: 'server',
    filterMode: 'server',
    // A total the API gave as "more than N": the grid's unknown count, with N as its estimate and a next page.
    ...(rowCountIsAtLeast
      ? { rowCount: -1, estimatedRowCount: rowCount, paginationMeta: { hasNextPage: true } }
      : { rowCount }),
    filterDebounceMs: SEARCH_DEBOUNCE_MS,
    paginationModel,
    onPaginationModelChange: (model: { page: number; pageSize: number }) => {
      const next = { page: model.pageSize === state.pageSize ? model.page : 0, pageSize: model.pageSize };
      if (next.page !== state.page || next.pageSize !== state.pageSize) onChange({ ...state, ...next });
    },
    sortModel,
    onSortModelChange: (model: GridSortModel) => {
      const [first] = model;
      const nextSort = first?.sort && spec.sorts.includes(first.field) ? first.field : undefined;
      const nextOrder = nextSort && first?.sort === 'desc' ? 'desc' : 'asc';
      if (nextSort !== state.sort || nextOrder !== state.order) {
        onChange({ ...state, page: 0, sort: nextSort, order: nextOrder });
      }
    },
    filterModel,
    onFilterModelChange: (model: GridFilterModel) => {
      if (JSON.stringify(model.items) !== JSON.stringify(items)) setItems(model.items);
      const nextSearch = (model.quickFilterValues ?? []).map(String).join(' ').trim();
      const outside = Object.fromEntries(Object.entries(state.filters).filter(([field]) => !fields.includes(field)));
      const nextFilters = normalFilters(spec, { ...outside, ...filtersOf(spec, fields, model.items) });
      if (nextSearch !== state.search || JSON.stringify(nextFilters) !== JSON.stringify(state.filters)) {
        onChange({ ...state, page: 0, search: nextSearch, filters: nextFilters });
      }
    },
  } as const;
}
