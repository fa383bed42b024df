import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '../../../components/data/query-state.tsx';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';

type LiveViewProps<T> = {
  query: UseQueryResult<T>;
  /** What is loading, for the console log of a failure. */
  what: string;
  children: (data: T) => ReactNode;
};

/**
 * A trip-day view read again on a timer (docs/product/trip-day.md#the-office): the first read as every section
 * shows one; after it, the last answer stays on screen, with a note and Retry when a later read fails.
 */
export function LiveView<T>({ query, what, children }: LiveViewProps<T>) {
  const { t } = useTranslation(['operations', 'components']);
  const fmt = useFormatters();
  if (query.data === undefined) {
    return (
      <QueryState query={query} what={what} skeleton={<DetailSkeleton lines={5} />}>
        {children}
      </QueryState>
    );
  }
  return (
    <>
      {query.isError ? (
        <Alert
          severity="warning"
          variant="outlined"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('components:load.retry')}
            </Button>
          }
        >
          {t('tripDay.refreshFailed', { time: fmt.time(new Date(query.dataUpdatedAt).toISOString()) })}
        </Alert>
      ) : null}
      {children(query.data)}
    </>
  );
}
