import {
  DISTRICTS,
  GENDERS,
  LIST_PAGE_SIZES,
  REGISTRATION_STATUSES,
  TRAVELLER_SORTS,
  type District,
  type Gender,
  type ListOrder,
  type RegistrationStatus,
  type TravellerSort,
} from '@voyage/domain';

/**
 * What a travellers table shows (docs/product/admin.md#lists): the page, the order, the search and the
 * column filters. The API does the work; the screen keeps this state, in the address where it keeps its tab.
 */
export type ListState = {
  page: number;
  pageSize: number;
  sort?: TravellerSort;
  order: ListOrder;
  search: string;
  district?: District[];
  status?: RegistrationStatus[];
  gender?: Gender[];
};

export const FIRST_PAGE: ListState = { page: 0, pageSize: LIST_PAGE_SIZES[0], order: 'asc', search: '' };

/** Filters the screen sets itself (a school's page, a departure's), never shown as the user's own. */
export type FixedFilters = { schoolId?: number; departureId?: number };

function pick<T extends string>(values: readonly T[], raw: string | null): T[] | undefined {
  if (!raw) return undefined;
  const chosen = raw.split(',').filter((value): value is T => (values as readonly string[]).includes(value));
  return chosen.length > 0 ? chosen : undefined;
}

/** The list's state from the address (`?page=2&sort=paidCents&order=desc&search=…`); what is not valid is left out. */
export function listStateFromParams(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('page_size'));
  const sort = params.get('sort');
  return {
    page: Number.isInteger(page) && page > 0 ? page - 1 : 0,
    pageSize: (LIST_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : FIRST_PAGE.pageSize,
    sort: (TRAVELLER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as TravellerSort) : undefined,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    search: params.get('search') ?? '',
    district: pick(DISTRICTS, params.get('district')),
    status: pick(REGISTRATION_STATUSES, params.get('status')),
    gender: pick(GENDERS, params.get('gender')),
  };
}

/** The parameters of the list's state the API and the address share (the page is 1-based in the address only). */
function filterParams(state: ListState): [string, string][] {
  const entries: [string, string | undefined][] = [
    ['sort', state.sort],
    ['order', state.sort && state.order === 'desc' ? 'desc' : undefined],
    ['search', state.search.trim() || undefined],
    ['district', state.district?.join(',')],
    ['status', state.status?.join(',')],
    ['gender', state.gender?.join(',')],
  ];
  return entries.filter((entry): entry is [string, string] => entry[1] !== undefined);
}

/** Writes the state into the address's parameters, keeping the others (the tab); the first page is left out. */
export function listStateToParams(state: ListState, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['page', 'page_size', 'sort', 'order', 'search', 'district', 'status', 'gender']) next.delete(key);
  if (state.page > 0) next.set('page', String(state.page + 1));
  if (state.pageSize !== FIRST_PAGE.pageSize) next.set('page_size', String(state.pageSize));
  for (const [key, value] of filterParams(state)) next.set(key, value);
  return next;
}

function fixedParams(fixed: FixedFilters): [string, string][] {
  const entries: [string, string][] = [];
  if (fixed.schoolId !== undefined) entries.push(['school_id', String(fixed.schoolId)]);
  if (fixed.departureId !== undefined) entries.push(['departure_id', String(fixed.departureId)]);
  return entries;
}

/** The API's query for one page of the list. */
export function listPageSearch(tripId: number, state: ListState, fixed: FixedFilters = {}): string {
  return new URLSearchParams([
    ['trip_id', String(tripId)],
    ['page', String(state.page)],
    ['page_size', String(state.pageSize)],
    ...filterParams(state),
    ...fixedParams(fixed),
  ]).toString();
}

/** The same filters, search and order without the page: an export of what the screen shows. */
export function listExportParams(state: ListState, fixed: FixedFilters = {}): [string, string][] {
  return [...filterParams(state), ...fixedParams(fixed)];
}

/** Whether people narrowed the list (searched or filtered): an empty answer then is not an empty list. */
export function isNarrowed(state: ListState): boolean {
  return state.search.trim() !== '' || !!state.district || !!state.status || !!state.gender;
}
