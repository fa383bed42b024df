import { useMemo, type ReactNode } from 'react';
import type { ListPage } from '@voyage/domain';
import { useListPage, type ListKey, type ListPath } from '../../lib/api/list-page.ts';
import type { FixedFilters } from '../../lib/lists/list-state.ts';
import type { ListStateControl } from '../../lib/lists/use-list-state.ts';
import type { ServerList } from './data-table.tsx';
import { QueryState } from './query-state.tsx';
import { TableSkeleton } from './skeletons.tsx';

type ListSectionProps<R> = {
  listKey: ListKey;
  path: ListPath;
  tripId: number | undefined;
  control: ListStateControl;
  fixed?: FixedFilters;
  what: string;
  /** The table, given the page the API answered and the grid's server mode. */
  children: (page: ListPage<R>, server: ServerList, loading: boolean) => ReactNode;
};

/**
 * A list read page by page: a skeleton the first time only; afterwards the page on screen stays, marked as
 * loading, until the next one arrives.
 */
export function ListSection<R>({ listKey, path, tripId, control, fixed, what, children }: ListSectionProps<R>) {
  const query = useListPage<R>(listKey, path, tripId, control.state, fixed);
  const rowCount = query.data?.total ?? 0;
  const rowCountIsAtLeast = query.data?.totalIsAtLeast === true;
  const server = useMemo<ServerList>(
    () => ({ spec: control.spec, state: control.state, onChange: control.onChange, rowCount, rowCountIsAtLeast }),
    [control.spec, control.state, control.onChange, rowCount, rowCountIsAtLeast],
  );
  return (
    <QueryState query={query} what={what} skeleton={<TableSkeleton />}>
      {(page) => children(page, server, query.isPlaceholderData || query.isFetching)}
    </QueryState>
  );
}
