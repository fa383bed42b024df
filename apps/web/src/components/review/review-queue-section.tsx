import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { ListPage } from '@voyage/domain';
import { useListCount, type ListKey, type ListPath } from '../../lib/api/list-page.ts';
import type { FixedFilters } from '../../lib/lists/list-state.ts';
import type { ListStateControl } from '../../lib/lists/use-list-state.ts';
import type { ServerList } from '../data/data-table.tsx';
import { ListSection } from '../data/list-section.tsx';
import { ReviewQueueBody } from './review-queue-body.tsx';
import { ReviewQueueTabs } from './review-queue-tabs.tsx';

/** A review queue's tabs: what waits for a decision (oldest first), or everything. */
export type ReviewQueueTab = 'pending' | 'all';

const TABS = ['pending', 'all'] as const satisfies readonly ReviewQueueTab[];

/** The keys an area's `queue` words hold. */
export type QueueWordKey =
  | 'hint'
  | 'hintAll'
  | 'tabsLabel'
  | 'tabWithCount'
  | 'empty'
  | 'emptyAll'
  | `tabs.${ReviewQueueTab}`
  | `table.${ReviewQueueTab}`;

/** One page of a queue as the API answered it, for the area's table: its rows, name, server mode and loading. */
export type ReviewQueuePage<R> = { rows: readonly R[]; label: string; server: ServerList; loading: boolean };

type ListSource = { listKey: ListKey; path: ListPath; fixed?: FixedFilters };

type ReviewQueueSectionProps<R> = {
  tab: ReviewQueueTab;
  onTabChange(tab: ReviewQueueTab): void;
  /** The area's `queue` words; `noMatch` when filters leave nothing. */
  word(key: QueueWordKey, values?: Record<string, string | number>): string;
  noMatch: string;
  /** Where the chosen tab reads its pages, and where the Waiting tab's count is read (whatever the filters). */
  list: ListSource;
  waiting: ListSource;
  tripId: number;
  control: ListStateControl;
  /** What the list is, for the sentence said when it cannot be read. */
  what: string;
  /** Whether filters or a search narrow the list: an empty page then says nothing matched. */
  isFiltered: boolean;
  /** What the last decision did, above the list. */
  outcome: ReactNode;
  /** The area's filters, above the list. */
  filters?: ReactNode;
  /** A page's rows as cards on a phone, and as a table on a desktop (`label` names the list), spread as props. */
  cards(page: { rows: readonly R[]; label: string }): ReactNode;
  table(page: ReviewQueuePage<R>): ReactNode;
};

/**
 * A review queue under its page header (docs/product/admin.md#lists): a sentence of what it holds, the Waiting tab
 * (with its count once known) and All, and the chosen tab's list read page by page, a table on a desktop and cards
 * on a phone. Each area brings its words, filters, cards and table.
 */
export function ReviewQueueSection<R>({
  tab,
  onTabChange,
  word,
  noMatch,
  list,
  waiting,
  tripId,
  control,
  what,
  isFiltered,
  outcome,
  filters,
  cards,
  table,
}: ReviewQueueSectionProps<R>) {
  const waitingCount = useListCount(waiting.listKey, waiting.path, tripId, waiting.fixed).data;
  const tabLabel = (key: ReviewQueueTab) => {
    const label = word(`tabs.${key}`);
    return key === 'pending' && waitingCount !== undefined
      ? word('tabWithCount', { label, count: waitingCount })
      : label;
  };
  const label = word(`table.${tab}`);
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        {word(tab === 'pending' ? 'hint' : 'hintAll')}
      </Typography>
      <ReviewQueueTabs
        tabs={TABS}
        tab={tab}
        label={word('tabsLabel')}
        tabLabel={tabLabel}
        onChange={onTabChange}
        outcome={outcome}
      >
        {filters}
        <ListSection<R> key={tab} {...list} tripId={tripId} control={control} what={what}>
          {(page: ListPage<R>, server, loading) => (
            <ReviewQueueBody
              isEmpty={page.total === 0 && !isFiltered}
              emptyMessage={word(tab === 'pending' ? 'empty' : 'emptyAll')}
              rowCount={page.rows.length}
              noMatchMessage={noMatch}
              server={server}
              cards={cards({ rows: page.rows, label })}
              table={table({ rows: page.rows, label, server, loading })}
            />
          )}
        </ListSection>
      </ReviewQueueTabs>
    </>
  );
}
