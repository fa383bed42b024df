import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { UseQueryResult } from '@tanstack/react-query';
import { LIST_EXPORT_FORMATS, type Traveller } from '@voyage/domain';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { ExportMenu } from '../../../components/data/export-menu.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { TableSkeleton } from '../../../components/data/skeletons.tsx';
import { ALL_REGISTRATION_COLUMNS } from '../../../components/data/traveller-columns.tsx';
import { TravellersTable } from '../../../components/data/travellers-table.tsx';
import { paths } from '../../../lib/paths.ts';
import { registrationsExportUrl } from '../../../lib/api/export-urls.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { usePendingRegistrations } from '../../../lib/api/get-pending-registrations.ts';
import { useRegistrations } from '../api/get-registrations.ts';
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
  const pending = usePendingRegistrations(tripId);
  const all = useRegistrations(tripId);
  const baseId = useId();
  const query: UseQueryResult<Traveller[]> = tab === 'pending' ? pending : all;
  const tabLabel = (key: RegistrationsTab) => {
    const rows = (key === 'pending' ? pending : all).data;
    const label = t(`registrations.tabs.${key}`);
    return rows ? t('registrations.tabWithCount', { label, count: rows.length }) : label;
  };

  return (
    <>
      <PageHeader
        title={t('registrations.title')}
        subtitle={tripTitle(trip, i18n.language)}
        actions={
          <ExportMenu
            label={t('exports:registrations')}
            formats={LIST_EXPORT_FORMATS}
            href={(format) => registrationsExportUrl(tripId, tab, format, locale)}
          />
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
        <QueryState
          query={query}
          what={tab === 'pending' ? 'pending registrations' : 'registrations'}
          skeleton={<TableSkeleton />}
        >
          {(rows) =>
            tab === 'pending' ? (
              <PendingRegistrations tripId={tripId} label={t('registrations.tabs.pending')} rows={rows} />
            ) : (
              <TravellersTable
                label={t('registrations.tabs.all')}
                rows={rows}
                columns={ALL_REGISTRATION_COLUMNS}
                getHref={(row) => paths.registration.href(tripId, row.id)}
              />
            )
          }
        </QueryState>
      </div>
    </>
  );
}
