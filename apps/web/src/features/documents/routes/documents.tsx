import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import type { DocumentQueueRow } from '@voyage/domain';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { ReviewQueueTabs } from '../../../components/review/review-queue-tabs.tsx';
import { ListSection } from '../../../components/data/list-section.tsx';
import { DocumentCards } from '../../../entities/documents/document-cards.tsx';
import { useDocumentDialogs } from '../../../entities/documents/use-document-dialogs.tsx';
import { useSchools } from '../../../lib/api/get-schools.ts';
import { useListCount } from '../../../lib/api/list-page.ts';
import { DOCUMENT_QUEUE_LIST } from '../../../lib/lists/list-specs.ts';
import { isNarrowed, normalFilters } from '../../../lib/lists/list-state.ts';
import { useUrlListState } from '../../../lib/lists/use-list-state.ts';
import { tripTitle } from '../../../lib/localized.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { documentQueueList, type DocumentQueueTab } from '../api/document-queue.ts';
import { DocumentFilters, type DocumentFilter } from '../components/document-filters.tsx';
import { DocumentQueueTable } from '../components/document-queue-table.tsx';
import { ReviewQueueBody } from '../../../components/review/review-queue-body.tsx';
import { ListExportMenu } from '../../../components/data/list-export-menu.tsx';

const TABS = ['pending', 'all'] as const satisfies readonly DocumentQueueTab[];

/** The one value chosen for a filter, or "" for any (an address asking for several shows as any). */
function single(values: readonly string[] | undefined): string {
  return values?.length === 1 ? values[0]! : '';
}

/**
 * `/admin/documents` (docs/product/documents.md#documents-queue): the selected trip's documents waiting for
 * review, oldest first, each accepted or rejected here; the All tab keeps every document. The API pages, sorts,
 * filters and searches the list; the filters by type, school (and status under All), the page, order and search
 * live in the address, so a filtered list can be shared.
 */
export default function DocumentsScreen() {
  const { t, i18n } = useTranslation(['documents', 'exports']);
  const { tripId, trip } = useSelectedTrip();
  const [params, setParams] = useSearchParams();
  const tab: DocumentQueueTab = params.get('tab') === 'all' ? 'all' : 'pending';
  const control = useUrlListState(DOCUMENT_QUEUE_LIST);
  const { state } = control;
  const school = Number(params.get('school'));
  const schoolId = Number.isInteger(school) && school > 0 ? school : undefined;
  const list = documentQueueList(tripId, tab, schoolId);
  const waiting = documentQueueList(tripId, 'pending');
  const waitingCount = useListCount(waiting.listKey, waiting.path, tripId, waiting.fixed).data;
  const schools = useSchools(tripId).data;
  const schoolChoices = useMemo(
    () => [...(schools ?? [])].map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    [schools],
  );
  const filter: DocumentFilter = {
    type: single(state.filters.type),
    school: schoolId === undefined ? '' : String(schoolId),
    status: tab === 'all' ? single(state.filters.status) : '',
  };
  const { onAction, busyId, outcome, dialogs } = useDocumentDialogs();
  const tabLabel = (key: DocumentQueueTab) => {
    const label = t(`queue.tabs.${key}`);
    return key === 'pending' && waitingCount !== undefined
      ? t('queue.tabWithCount', { label, count: waitingCount })
      : label;
  };
  const label = t(`queue.table.${tab}`);
  const onFilter = (next: DocumentFilter) => {
    if (next.school !== filter.school) {
      setParams(
        (current) => {
          const address = new URLSearchParams(current);
          address.delete('page');
          if (next.school === '') address.delete('school');
          else address.set('school', next.school);
          return address;
        },
        { replace: true },
      );
      return;
    }
    const chosen = { type: next.type ? [next.type] : [], status: next.status ? [next.status] : [] };
    control.onChange({ ...state, page: 0, filters: normalFilters(DOCUMENT_QUEUE_LIST, chosen) });
  };
  const isFiltered = isNarrowed(state) || schoolId !== undefined;

  return (
    <>
      <PageHeader
        title={t('queue.title')}
        subtitle={tripTitle(trip, i18n.language)}
        actions={
          <ListExportMenu
            label={t('exports:documents')}
            path={list.path}
            tripId={tripId}
            list={{ state, fixed: list.fixed }}
          />
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        {tab === 'pending' ? t('queue.hint') : t('queue.hintAll')}
      </Typography>
      <ReviewQueueTabs
        tabs={TABS}
        tab={tab}
        label={t('queue.tabsLabel')}
        tabLabel={tabLabel}
        onChange={(next) => {
          // A new tab starts on its first page, in its own order, with the type and school kept.
          const address = new URLSearchParams();
          if (next === 'all') address.set('tab', 'all');
          if (filter.type) address.set('type', filter.type);
          if (filter.school) address.set('school', filter.school);
          setParams(address, { replace: true });
        }}
        outcome={outcome}
      >
        <DocumentFilters filter={filter} onChange={onFilter} schools={schoolChoices} withStatus={tab === 'all'} />
        <ListSection<DocumentQueueRow>
          key={tab}
          {...list}
          tripId={tripId}
          control={control}
          what={tab === 'pending' ? 'documents waiting' : 'documents'}
        >
          {(page, server, loading) => (
            <ReviewQueueBody
              isEmpty={page.total === 0 && !isFiltered}
              emptyMessage={tab === 'pending' ? t('queue.empty') : t('queue.emptyAll')}
              rowCount={page.rows.length}
              noMatchMessage={t('queue.emptyFiltered')}
              server={server}
              cards={
                <DocumentCards tripId={tripId} label={label} rows={page.rows} onAction={onAction} busyId={busyId} />
              }
              table={
                <DocumentQueueTable
                  tripId={tripId}
                  tab={tab}
                  label={label}
                  rows={page.rows}
                  server={server}
                  loading={loading}
                  onAction={onAction}
                  busyId={busyId}
                />
              }
            />
          )}
        </ListSection>
      </ReviewQueueTabs>
      {dialogs}
    </>
  );
}
