import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LIST_EXPORT_FORMATS, type TravellerListRow } from '@voyage/domain';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { ExportMenu } from '../../../components/data/export-menu.tsx';
import { ALL_REGISTRATION_COLUMNS } from '../../../entities/travellers/traveller-columns.tsx';
import { ListSection } from '../../../components/data/list-section.tsx';
import { TRAVELLER_LIST } from '../../../lib/lists/list-specs.ts';
import { TravellersTable } from '../../../entities/travellers/travellers-table.tsx';
import { paths } from '../../../lib/paths.ts';
import { registrationsExportUrl } from '../../../lib/api/export-urls.ts';
import { useCan } from '../../../lib/session.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { pendingRegistrationKeys } from '../../../lib/api/query-keys.ts';
import { useListCount } from '../../../lib/api/list-page.ts';
import { useUrlListState } from '../../../lib/lists/use-list-state.ts';
import { registrationKeys } from '../api/query-keys.ts';
import { tripTitle } from '../../../lib/localized.ts';
import { PendingRegistrations } from '../components/pending-registrations.tsx';

const TABS = ['pending', 'all'] as const;
type RegistrationsTab = (typeof TABS)[number];

export default function RegistrationsScreen() {
  const { t, i18n } = useTranslation(['admin', 'exports']);
  const locale = useLocale();
  const { tripId, trip } = useSelectedTrip();
  const [params, setParams] = useSearchParams();
  const tab: RegistrationsTab = params.get('tab') === 'all' ? 'all' : 'pending';
  // The page, order, search and filters are in the address beside the tab: Back returns to them.
  const control = useUrlListState(TRAVELLER_LIST);
  const counts = {
    pending: useListCount(pendingRegistrationKeys.list(tripId), 'registrations/pending', tripId),
    all: useListCount(registrationKeys.list(tripId), 'registrations', tripId),
  };
  const baseId = useId();
  const tabLabel = (key: RegistrationsTab) => {
    const count = counts[key].data;
    const label = t(`registrations.tabs.${key}`);
    return count === undefined ? label : t('registrations.tabWithCount', { label, count });
  };

  const canExport = useCan('exports');
  return (
    <>
      <PageHeader
        title={t('registrations.title')}
        subtitle={tripTitle(trip, i18n.language)}
        actions={
          canExport ? (
            <ExportMenu
              label={t('exports:registrations')}
              formats={LIST_EXPORT_FORMATS}
              href={(format) => registrationsExportUrl(tripId, tab, format, locale, { state: control.state })}
            />
          ) : null
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: RegistrationsTab) =>
            setParams(next === 'pending' ? {} : { tab: next }, { replace: true })
          }
          aria-label={t('registrations.tabsLabel')}
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
      <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`}>
        <ListSection<TravellerListRow>
          key={tab}
          listKey={tab === 'pending' ? pendingRegistrationKeys.list(tripId) : registrationKeys.list(tripId)}
          path={tab === 'pending' ? 'registrations/pending' : 'registrations'}
          tripId={tripId}
          control={control}
          what={tab === 'pending' ? 'pending registrations' : 'registrations'}
        >
          {(page, server, loading) =>
            tab === 'pending' ? (
              <PendingRegistrations
                tripId={tripId}
                label={t('registrations.tabs.pending')}
                rows={page.rows}
                server={server}
                loading={loading}
              />
            ) : (
              <TravellersTable
                label={t('registrations.tabs.all')}
                rows={page.rows}
                server={server}
                loading={loading}
                columns={ALL_REGISTRATION_COLUMNS}
                getHref={(row) => paths.registration.href(tripId, row.id)}
              />
            )
          }
        </ListSection>
      </div>
    </>
  );
}
