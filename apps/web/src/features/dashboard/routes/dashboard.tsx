import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_EXPORT_FORMATS, type TravellerListRow } from '@voyage/domain';
import { ExportMenu } from '../../../components/data/export-menu.tsx';
import { ListExportMenu } from '../../../components/data/list-export-menu.tsx';
import { CardsSkeleton, TableSkeleton } from '../../../components/data/skeletons.tsx';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Section } from '../../../components/data/section.tsx';
import { BelowTheFold } from '../../../components/common/below-the-fold.tsx';
import { lazyPart } from '../../../components/common/lazy-part.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { useDashboard } from '../../../lib/api/get-dashboard.ts';
import { useErasureRequests } from '../../../lib/api/get-erasure-requests.ts';
import { pendingRegistrationKeys, studentKeys } from '../../../lib/api/query-keys.ts';
import { useLocalListState } from '../../../lib/lists/use-list-state.ts';
import { ListSection } from '../../../components/data/list-section.tsx';
import { TRAVELLER_LIST } from '../../../lib/lists/list-specs.ts';
import { studentsExportUrl } from '../../../lib/api/export-urls.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { DocumentWidgets } from '../components/document-widgets.tsx';
import { ErasureRequests } from '../components/erasure-requests.tsx';
import { RegistrationStats } from '../components/dashboard-stats.tsx';
import { PaymentWidgets } from '../components/payment-widgets.tsx';
import { PlacesTable } from '../components/places-table.tsx';
import { HealthTable, type MissingListChoice } from '../components/health-table.tsx';
import { HealthMissingDialog } from '../components/health-missing-dialog.tsx';
import { useHealthDashboard } from '../api/health-dashboard.ts';
import { useStaffAccess } from '../../../lib/session.tsx';
import { StatusCounts } from '../../../entities/travellers/status-counts.tsx';
import { tripTitle } from '../../../lib/localized.ts';

// The charts (MUI X Charts) and the tables (MUI X DataGrid) are most of the screen's code and sit below
// the fold: they load as they are scrolled to, not with the first view.
const DashboardCharts = lazyPart(() =>
  import('../components/dashboard-charts.tsx').then((module) => module.DashboardCharts),
);
const TravellersTable = lazyPart(() =>
  import('../../../entities/travellers/travellers-table.tsx').then((module) => module.TravellersTable),
);
const StudentsTable = lazyPart(() =>
  import('../../../entities/travellers/students-table.tsx').then((module) => module.StudentsTable),
);

export default function DashboardScreen() {
  const { t, i18n } = useTranslation(['admin', 'documents', 'exports']);
  const locale = useLocale();
  const { tripId, trip } = useSelectedTrip();
  const dashboard = useDashboard(tripId);
  const pendingList = useLocalListState(TRAVELLER_LIST);
  const studentsList = useLocalListState(TRAVELLER_LIST);
  const registrationHref = useCallback((row: { id: string }) => paths.registration.href(tripId, row.id), [tripId]);
  const capabilities = useStaffAccess()?.capabilities ?? [];
  // Each role sees the parts it may use (docs/product/staff-roles.md): no call the server would refuse.
  const seesErasures = capabilities.includes('data-rights');
  const erasureRequests = useErasureRequests(tripId, seesErasures);
  const seesHealth = capabilities.includes('health');
  const health = useHealthDashboard(tripId, seesHealth);
  const [missingList, setMissingList] = useState<MissingListChoice | null>(null);

  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={tripTitle(trip, i18n.language)} />
      <Section title={t('dashboard.sections.registrations')}>
        <QueryState query={dashboard} what="dashboard" skeleton={<CardsSkeleton count={6} perRow={3} />}>
          {(data) => <RegistrationStats dashboard={data} />}
        </QueryState>
      </Section>
      <Section title={t('dashboard.sections.byStatus')}>
        <QueryState query={dashboard} what="dashboard" skeleton={<CardsSkeleton count={5} perRow={4} />}>
          {(data) => <StatusCounts dashboard={data} />}
        </QueryState>
      </Section>
      <Section title={t('dashboard.sections.places')}>
        <QueryState query={dashboard} what="dashboard" skeleton={<TableSkeleton />}>
          {(data) => <PlacesTable places={data.places} />}
        </QueryState>
      </Section>
      {seesHealth ? (
        <Section title={t('dashboard.sections.health')}>
          <QueryState query={health} what="health records" skeleton={<TableSkeleton />}>
            {(data) => <HealthTable health={data} onOpenMissing={setMissingList} />}
          </QueryState>
          <HealthMissingDialog tripId={tripId} choice={missingList} onClose={() => setMissingList(null)} />
        </Section>
      ) : null}
      <Section
        title={t('dashboard.sections.money')}
        actions={
          <ListExportMenu label={t('exports:paymentGroups')} path="admin/dashboard/payment-groups" tripId={tripId} />
        }
      >
        <QueryState query={dashboard} what="dashboard" skeleton={<CardsSkeleton count={4} />}>
          {(data) => <PaymentWidgets payments={data.payments} />}
        </QueryState>
      </Section>
      <Section title={t('documents:dashboard.title')}>
        <QueryState query={dashboard} what="dashboard" skeleton={<CardsSkeleton count={3} />}>
          {(data) => <DocumentWidgets dashboard={data} />}
        </QueryState>
      </Section>
      <Section title={t('dashboard.sections.charts')}>
        <BelowTheFold
          placeholder={<CardsSkeleton count={4} height={300} perRow={2} />}
          preload={DashboardCharts.preload}
        >
          <QueryState query={dashboard} what="dashboard" skeleton={<CardsSkeleton count={4} height={300} perRow={2} />}>
            {(data) => <DashboardCharts dashboard={data} />}
          </QueryState>
        </BelowTheFold>
      </Section>
      <Section
        title={t('dashboard.sections.pending')}
        actions={
          <ListExportMenu
            label={t('exports:pending')}
            path="admin/travellers"
            tripId={tripId}
            list={{ state: pendingList.state }}
            names={[['tab', 'pending']]}
          />
        }
      >
        <BelowTheFold placeholder={<TableSkeleton />} preload={TravellersTable.preload}>
          <ListSection<TravellerListRow>
            listKey={pendingRegistrationKeys.list(tripId)}
            path="registrations/pending"
            tripId={tripId}
            control={pendingList}
            what="pending registrations"
          >
            {(page, server, loading) => (
              <TravellersTable
                label={t('dashboard.sections.pending')}
                rows={page.rows}
                server={server}
                loading={loading}
                getHref={registrationHref}
                hidden={['guardian', 'email']}
              />
            )}
          </ListSection>
        </BelowTheFold>
      </Section>
      {seesErasures ? (
        <Section title={t('erasureRequests.title')}>
          <QueryState query={erasureRequests} what="erasure requests" skeleton={<TableSkeleton />}>
            {(rows) => <ErasureRequests requests={rows} />}
          </QueryState>
        </Section>
      ) : null}
      <Section title={t('dashboard.sections.students')}>
        <BelowTheFold placeholder={<TableSkeleton />} preload={StudentsTable.preload}>
          <ListSection<TravellerListRow>
            listKey={studentKeys.list(tripId)}
            path="students"
            tripId={tripId}
            control={studentsList}
            what="students"
          >
            {(page, server, loading) => (
              <StudentsTable
                label={t('dashboard.sections.students')}
                rows={page.rows}
                server={server}
                loading={loading}
                getHref={registrationHref}
                hidden={['guardian', 'email']}
                actions={
                  <ExportMenu
                    label={t('exports:students')}
                    formats={LIST_EXPORT_FORMATS}
                    href={(format) => studentsExportUrl(tripId, format, locale, { state: studentsList.state })}
                  />
                }
              />
            )}
          </ListSection>
        </BelowTheFold>
      </Section>
    </>
  );
}
