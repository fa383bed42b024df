import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_EXPORT_FORMATS, type AdminTraveller } from '@voyage/domain';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { ExportMenu } from '../../../components/data/export-menu.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Section } from '../../../components/data/section.tsx';
import { CardsSkeleton, TableSkeleton } from '../../../components/data/skeletons.tsx';
import { StatusCounts } from '../../../components/data/status-counts.tsx';
import { useDashboard } from '../../../lib/api/get-dashboard.ts';
import { tripTitle } from '../../../lib/localized.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { registrationsExportUrl } from '../../../lib/api/export-urls.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useDeletedRegistrations } from '../api/get-deleted-registrations.ts';
import { DeletedTable } from '../components/deleted-table.tsx';
import { RestoreRegistration } from '../components/restore-registration.tsx';

/** `/deleted`: the trip's registrations by status, and the deleted ones with Restore. */
export default function DeletedScreen() {
  const { t, i18n } = useTranslation(['admin', 'exports']);
  const locale = useLocale();
  const { tripId, trip } = useSelectedTrip();
  const dashboard = useDashboard(tripId);
  const deleted = useDeletedRegistrations(tripId);
  const [restoring, setRestoring] = useState<AdminTraveller | null>(null);
  const onRestore = useCallback((row: AdminTraveller) => setRestoring(row), []);
  return (
    <>
      <PageHeader
        title={t('deleted.title')}
        subtitle={tripTitle(trip, i18n.language)}
        actions={
          <ExportMenu
            label={t('exports:registrations')}
            formats={LIST_EXPORT_FORMATS}
            href={(format) => registrationsExportUrl(tripId, 'deleted', format, locale)}
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
        <QueryState
          query={deleted}
          what="deleted registrations"
          skeleton={<TableSkeleton />}
          isEmpty={(rows) => rows.length === 0}
          emptyMessage={t('deleted.empty')}
        >
          {(rows) => <DeletedTable rows={rows} onRestore={onRestore} />}
        </QueryState>
      </Section>
    </>
  );
}
