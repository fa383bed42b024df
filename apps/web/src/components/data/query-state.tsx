import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from './empty-state.tsx';
import { LoadError } from './load-error.tsx';
import { NotFoundNote } from './not-found-note.tsx';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** What is loading, for the console log of a failure (never shown, never personal data). */
  what: string;
  skeleton: ReactNode;
  isEmpty?: (data: T) => boolean;
  emptyMessage?: string;
  /** Shown instead of the failure note when the API answers 404. */
  notFoundMessage?: string;
  children: (data: T) => ReactNode;
};

/** The three faces of a loaded block: skeleton while loading, a note with Retry on failure, then the data. */
export function QueryState<T>({ query, what, skeleton, isEmpty, emptyMessage, notFoundMessage, children }: QueryStateProps<T>) {
  const { t } = useTranslation('components');
  if (query.isPending) {
    return (
      <Box role="status" aria-busy="true" aria-label={t('load.loading')}>
        {skeleton}
      </Box>
    );
  }
  if (query.isError && notFoundMessage && (query.error as { status?: unknown }).status === 404) {
    return <NotFoundNote message={notFoundMessage} />;
  }
  if (query.isError) {
    return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) return <EmptyState message={emptyMessage ?? t('empty.data')} />;
  return <>{children(query.data)}</>;
}
