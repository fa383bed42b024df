import { LIST_PAGE_SIZES, type ListOrder } from '@voyage/domain';

/**
 * What a list the API pages can be sorted by and filtered on (docs/product/admin.md#lists): the columns it
 * sorts by, and each filter's parameter (the column's field) with the values it takes.
 */
export type ListSpec = {
  sorts: readonly string[];
  filters: Readonly<Record<string, readonly string[]>>;
};

/** The values chosen per filter, in the spec's order; a filter not chosen is left out. */
export type ListFilters = Readonly<Partial<Record<string, readonly string[]>>>;

/**
 * What an admin table shows: the page, the order, the search and the column filters. The API does the work;
 * the screen keeps this state, in the address where it keeps its tab.
 */
export type ListState = {
  page: number;
  pageSize: number;
  sort?: string;
  order: ListOrder;
  search: string;
  filters: ListFilters;
};

export const FIRST_PAGE: ListState = { page: 0, pageSize: LIST_PAGE_SIZES[0], order: 'asc', search: '', filters: {} };

/** Filters the screen sets itself (a school's page, a queue's tab), by the API's parameter; never shown as the user's. */
export type FixedFilters = Readonly<Record<string, string | number>>;

/** The chosen filters in the spec's order, each value known and once, none left empty: one state, one shape. */
export function normalFilters(
  spec: ListSpec,
  chosen: Readonly<Partial<Record<string, readonly unknown[]>>>,
): ListFilters {
  const filters: Record<string, string[]> = {};
  for (const [field, values] of Object.entries(spec.filters)) {
    const known = values.filter((value) => chosen[field]?.includes(value));
    if (known.length > 0) filters[field] = known;
  }
  return filters;
}

/** The list's state from the address (`?page=2&sort=paidCents&order=desc&search=…`); what is not valid is left out. */
export function listStateFromParams(spec: ListSpec, params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('page_size'));
  const sort = params.get('sort') ?? '';
  const chosen = Object.fromEntries(
    Object.keys(spec.filters).map((field) => [field, params.get(field)?.split(',') ?? []]),
  );
  return {
    page: Number.isInteger(page) && page > 0 ? page - 1 : 0,
    pageSize: (LIST_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : FIRST_PAGE.pageSize,
    sort: spec.sorts.includes(sort) ? sort : undefined,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    search: params.get('search') ?? '',
    filters: normalFilters(spec, chosen),
  };
}

/** The parameters of the list's state the API and the address share (the page is 1-based in the address only). */
function filterParams(state: ListState): [string, string][] {
  const entries: [string, string | undefined][] = [
    ['sort', state.sort],
    ['order', state.sort && state.order === 'desc' ? 'desc' : undefined],
    ['search', state.search.trim() || undefined],
    ...Object.entries(state.filters).map(([field, values]): [string, string | undefined] => [field, values?.join(',')]),
  ];
  return entries.filter((entry): entry is [string, string] => entry[1] !== undefined);
}

/** Writes the state into the address's parameters, keeping the others (the tab); the first page is left out. */
export function listStateToParams(spec: ListSpec, state: ListState, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['page', 'page_size', 'sort', 'order', 'search', ...Object.keys(spec.filters)]) next.delete(key);
  if (state.page > 0) next.set('page', String(state.page + 1));
  if (state.pageSize !== FIRST_PAGE.pageSize) next.set('page_size', String(state.pageSize));
  for (const [key, value] of filterParams(state)) next.set(key, value);
  return next;
}

/** The screen's own filters win over a filter of the same name in the state (one typed into the address). */
function withFixed(entries: [string, string][], fixed: FixedFilters): [string, string][] {
  const params = new URLSearchParams(entries);
  for (const [key, value] of Object.entries(fixed)) params.set(key, String(value));
  return [...params];
}

/** The API's query for one page of the list. */
export function listPageSearch(tripId: number, state: ListState, fixed: FixedFilters = {}): string {
  const entries = withFixed(
    [
      ['trip_id', String(tripId)],
      ['page', String(state.page)],
      ['page_size', String(state.pageSize)],
      ...filterParams(state),
    ],
    fixed,
  );
  return new URLSearchParams(entries).toString();
}

/** The same filters, search and order without the page: an export of what the screen shows. */
export function listExportParams(state: ListState, fixed: FixedFilters = {}): [string, string][] {
  return withFixed(filterParams(state), fixed);
}

/** Whether people narrowed the list (searched or filtered): an empty answer then is not an empty list. */
export function isNarrowed(state: ListState): boolean {
  return state.search.trim() !== '' || Object.keys(state.filters).length > 0;
}
