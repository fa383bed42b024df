import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DocumentQueueRow } from '@voyage/domain';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { DocumentCards } from '../../../entities/documents/document-cards.tsx';
import { useDocumentDialogs } from '../../../entities/documents/use-document-dialogs.tsx';
import { useSchools } from '../../../lib/api/get-schools.ts';
import { DOCUMENT_QUEUE_LIST } from '../../../lib/lists/list-specs.ts';
import { isNarrowed, normalFilters } from '../../../lib/lists/list-state.ts';
import { useUrlListState } from '../../../lib/lists/use-list-state.ts';
import { tripTitle } from '../../../lib/localized.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { documentQueueList, type DocumentQueueTab } from '../api/document-queue.ts';
import { DocumentFilters, type DocumentFilter } from '../components/document-filters.tsx';
import { DocumentQueueTable } from '../components/document-queue-table.tsx';
import { ReviewQueueSection } from '../../../components/review/review-queue-section.tsx';
import { ListExportMenu } from '../../../components/data/list-export-menu.tsx';

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
      <ReviewQueueSection<DocumentQueueRow>
        tab={tab}
        onTabChange={(next) => {
          // A new tab starts on its first page, in its own order, with the type and school kept.
          const address = new URLSearchParams();
          if (next === 'all') address.set('tab', 'all');
          if (filter.type) address.set('type', filter.type);
          if (filter.school) address.set('school', filter.school);
          setParams(address, { replace: true });
        }}
        word={(key, values) => t(`queue.${key}`, values)}
        noMatch={t('queue.emptyFiltered')}
        list={list}
        waiting={documentQueueList(tripId, 'pending')}
        tripId={tripId}
        control={control}
        what={tab === 'pending' ? 'documents waiting' : 'documents'}
        isFiltered={isNarrowed(state) || schoolId !== undefined}
        outcome={outcome}
        filters={
          <DocumentFilters filter={filter} onChange={onFilter} schools={schoolChoices} withStatus={tab === 'all'} />
        }
        cards={(page) => <DocumentCards {...page} tripId={tripId} onAction={onAction} busyId={busyId} />}
        table={(page) => <DocumentQueueTable {...page} tripId={tripId} tab={tab} onAction={onAction} busyId={busyId} />}
      />
      {dialogs}
    </>
  );
}
