import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_EXPORT_FORMATS, type TravellerListRow } from '@voyage/domain';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { ExportMenu } from '../../../components/data/export-menu.tsx';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Section } from '../../../components/data/section.tsx';
import { CardsSkeleton } from '../../../components/data/skeletons.tsx';
import { StatusCounts } from '../../../entities/travellers/status-counts.tsx';
import { useDashboard } from '../../../lib/api/get-dashboard.ts';
import { tripTitle } from '../../../lib/localized.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { registrationsExportUrl } from '../../../lib/api/export-urls.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { ListSection } from '../../../components/data/list-section.tsx';
import { TRAVELLER_LIST } from '../../../lib/lists/list-specs.ts';
import { isNarrowed } from '../../../lib/lists/list-state.ts';
import { useUrlListState } from '../../../lib/lists/use-list-state.ts';
import { registrationKeys } from '../api/query-keys.ts';
import { DeletedTable } from '../components/deleted-table.tsx';
import { RestoreRegistration } from '../components/review/restore-registration.tsx';

/** `/deleted`: the trip's registrations by status, and the deleted ones with Restore. */
export default function DeletedScreen() {
  const { t, i18n } = useTranslation(['admin', 'exports']);
  const locale = useLocale();
  const { tripId, trip } = useSelectedTrip();
  const dashboard = useDashboard(tripId);
  // Most recently deleted first unless people choose; kept in the address so Back returns to it.
  const list = useUrlListState(TRAVELLER_LIST);
  const control = {
    spec: list.spec,
    state: list.state.sort ? list.state : { ...list.state, sort: 'statusChangedAt' as const, order: 'desc' as const },
    onChange: list.onChange,
  };
  const [restoring, setRestoring] = useState<TravellerListRow | null>(null);
  const onRestore = useCallback((row: TravellerListRow) => setRestoring(row), []);
  return (
    <>
      <PageHeader
        title={t('deleted.title')}
        subtitle={tripTitle(trip, i18n.language)}
        actions={
          <ExportMenu
            label={t('exports:registrations')}
            formats={LIST_EXPORT_FORMATS}
            href={(format) => registrationsExportUrl(tripId, 'deleted', format, locale, { state: control.state })}
          />
        }
      />
      <Section title={t('deleted.stats')}>
        <QueryState query={dashboard} what="dashboard" skeleton={<CardsSkeleton count={5} perRow={4} />}>
          {(data) => <StatusCounts dashboard={data} />}
        </QueryState>
      </Section>
      <Section title={t('deleted.table')}>
        {/* Outside the list: what a restore did stays said when the list empties. */}
        <RestoreRegistration traveller={restoring} onClose={() => setRestoring(null)} />
        <ListSection<TravellerListRow>
          listKey={registrationKeys.deleted(tripId)}
          path="admin/travellers/deleted"
          tripId={tripId}
          control={control}
          what="deleted registrations"
        >
          {(page, server, loading) =>
            page.total === 0 && !isNarrowed(control.state) ? (
              <EmptyState message={t('deleted.empty')} />
            ) : (
              <DeletedTable rows={page.rows} server={server} loading={loading} onRestore={onRestore} />
            )
          }
        </ListSection>
      </Section>
    </>
  );
}
