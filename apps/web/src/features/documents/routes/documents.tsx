import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { TableSkeleton } from '../../../components/data/skeletons.tsx';
import { DocumentCards } from '../../../components/documents/document-cards.tsx';
import { useDocumentDialogs } from '../../../components/documents/use-document-dialogs.tsx';
import { useDocumentQueue, type DocumentQueueStatus } from '../../../lib/api/staff-documents.ts';
import { tripTitle } from '../../../lib/localized.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { DocumentFilters, filterDocuments, schoolsOf, type DocumentFilter } from '../components/document-filters.tsx';
import { DocumentQueueTable } from '../components/document-queue-table.tsx';

const TABS = ['pending', 'all'] as const satisfies readonly DocumentQueueStatus[];
const FILTER_PARAMS = ['type', 'school', 'status'] as const;

/**
 * `/admin/documents` (docs/product/documents.md#documents-queue): the selected trip's documents waiting for
 * review, oldest first, each accepted or rejected here; the All tab keeps every document. Filters by type and
 * school (and status under All) live in the address, so a filtered list can be shared.
 */
export default function DocumentsScreen() {
  const { t, i18n } = useTranslation('documents');
  const { tripId, trip } = useSelectedTrip();
  const [params, setParams] = useSearchParams();
  const tab: DocumentQueueStatus = params.get('tab') === 'all' ? 'all' : 'pending';
  const filter: DocumentFilter = {
    type: params.get('type') ?? '',
    school: params.get('school') ?? '',
    status: tab === 'all' ? (params.get('status') ?? '') : '',
  };
  const waiting = useDocumentQueue(tripId, 'pending');
  const all = useDocumentQueue(tripId, 'all', { enabled: tab === 'all' });
  const query = tab === 'pending' ? waiting : all;
  const { onAction, busyId, outcome, dialogs } = useDocumentDialogs();
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const baseId = useId();
  const tabLabel = (key: DocumentQueueStatus) => {
    const label = t(`queue.tabs.${key}`);
    const rows = key === 'pending' ? waiting.data : undefined;
    return rows ? t('queue.tabWithCount', { label, count: rows.length }) : label;
  };
  const label = t(`queue.table.${tab}`);
  const setAddress = (nextTab: DocumentQueueStatus, nextFilter: DocumentFilter) => {
    const next = new URLSearchParams();
    if (nextTab === 'all') next.set('tab', 'all');
    for (const key of FILTER_PARAMS) if (nextFilter[key] !== '') next.set(key, nextFilter[key]);
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('queue.title')} subtitle={tripTitle(trip, i18n.language)} />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        {tab === 'pending' ? t('queue.hint') : t('queue.hintAll')}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: DocumentQueueStatus) => setAddress(next, { ...filter, status: '' })}
          aria-label={t('queue.tabsLabel')}
        >
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              id={`${baseId}-tab-${key}`}
              aria-controls={`${baseId}-panel-${key}`}
              label={tabLabel(key)}
            />
          ))}
        </Tabs>
      </Box>
      {outcome}
      <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`}>
        <QueryState
          query={query}
          what={tab === 'pending' ? 'documents waiting' : 'documents'}
          skeleton={<TableSkeleton />}
          isEmpty={(rows) => rows.length === 0}
          emptyMessage={tab === 'pending' ? t('queue.empty') : t('queue.emptyAll')}
        >
          {(rows) => {
            const shown = filterDocuments(rows, filter);
            return (
              <>
                <DocumentFilters
                  filter={filter}
                  onChange={(next) => setAddress(tab, next)}
                  schools={schoolsOf(rows)}
                  withStatus={tab === 'all'}
                />
                {shown.length === 0 ? (
                  <EmptyState message={t('queue.emptyFiltered')} />
                ) : isNarrow ? (
                  <DocumentCards tripId={tripId} label={label} rows={shown} onAction={onAction} busyId={busyId} />
                ) : (
                  <DocumentQueueTable
                    tripId={tripId}
                    status={tab}
                    label={label}
                    rows={shown}
                    onAction={onAction}
                    busyId={busyId}
                  />
                )}
              </>
            );
          }}
        </QueryState>
      </div>
      {dialogs}
    </>
  );
}
