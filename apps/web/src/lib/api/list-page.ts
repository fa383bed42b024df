import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPage } from '@voyage/domain';
import { api } from '../api-client.ts';
import { FIRST_PAGE, listPageSearch, type FixedFilters, type ListState } from '../lists/list-state.ts';

/** The lists of the API paged, sorted and filtered there (docs/product/admin.md#lists). */
export type ListPath =
  | 'students'
  | 'registrations'
  | 'registrations/pending'
  | 'admin/travellers/deleted'
  | 'admin/payments'
  | 'admin/documents';

export type ListKey = readonly [string, ...unknown[]];

/**
 * One page of a list. The page on screen stays while the next one loads (keep-previous-data), so paging,
 * sorting and typing in the search box never flash a skeleton. `key` is the list's query key, under the
 * factory the screens already invalidate after a change.
 */
export function useListPage<R>(
  key: ListKey,
  path: ListPath,
  tripId: number | undefined,
  state: ListState,
  fixed: FixedFilters = {},
) {
  return useQuery({
    ...listPageQuery<R>(key, path, tripId ?? 0, state, fixed),
    enabled: tripId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** One page of a list as `useListPage` asks for it: the start-up asks with it ahead of the screen. */
export function listPageQuery<R>(key: ListKey, path: ListPath, tripId: number, state: ListState, fixed: FixedFilters) {
  return queryOptions({
    queryKey: [...key, state, fixed],
    queryFn: () => api.get<ListPage<R>>(`api/${path}?${listPageSearch(tripId, state, fixed)}`),
  });
}

const COUNT_ONLY: ListState = { ...FIRST_PAGE, pageSize: 1 };

/** A list's total as a tab shows it: `1000+` when the list holds more than its count reads. */
export const listCountText = (page: Pick<ListPage<unknown>, 'total' | 'totalIsAtLeast'>) =>
  page.totalIsAtLeast ? `${page.total}+` : String(page.total);

/** How many rows a list holds without the user's filters (a tab's count): one row is read, and the total. */
export function useListCount(key: ListKey, path: ListPath, tripId: number | undefined, fixed: FixedFilters = {}) {
  return useQuery({
    ...listCountQuery(key, path, tripId ?? 0, fixed),
    enabled: tripId !== undefined,
    select: listCountText,
  });
}

/** A tab's count as `useListCount` asks for it. */
export function listCountQuery(key: ListKey, path: ListPath, tripId: number, fixed: FixedFilters = {}) {
  return queryOptions({
    queryKey: [...key, 'count', fixed],
    queryFn: () => api.get<ListPage<unknown>>(`api/${path}?${listPageSearch(tripId, COUNT_ONLY, fixed)}`),
  });
}
