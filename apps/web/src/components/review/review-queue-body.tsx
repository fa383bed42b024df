import type { ReactNode } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ServerList } from '../data/data-table.tsx';
import { EmptyState } from '../data/empty-state.tsx';
import { ListPager } from '../data/list-pager.tsx';

type ReviewQueueBodyProps = {
  /** Nothing in the tab at all (no search or filter narrows it): the tab's own message. */
  isEmpty: boolean;
  emptyMessage: string;
  /** The page's rows on a phone; none when a search or filter matched nothing. */
  rowCount: number;
  noMatchMessage: string;
  server: ServerList;
  /** The page as cards, on a phone. */
  cards: ReactNode;
  /** The page as a table (with its own pager), wider up. */
  table: ReactNode;
};

/** One page of a review queue: cards and a pager on a phone, the table wider up, or why there is nothing. */
export function ReviewQueueBody({
  isEmpty,
  emptyMessage,
  rowCount,
  noMatchMessage,
  server,
  cards,
  table,
}: ReviewQueueBodyProps) {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  if (isEmpty) return <EmptyState message={emptyMessage} />;
  if (!isNarrow) return table;
  if (rowCount === 0) return <EmptyState message={noMatchMessage} />;
  return (
    <>
      {cards}
      <ListPager server={server} />
    </>
  );
}
