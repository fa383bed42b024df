import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ChecklistIcon from '@mui/icons-material/Checklist';
import BedOutlinedIcon from '@mui/icons-material/BedOutlined';
import { MANIFEST_FORMATS, MEAL_LIST_FORMATS, type Departure, type TravellerListRow } from '@voyage/domain';
import { DetailList } from '../../../components/data/detail-list.tsx';
import { ExportMenu } from '../../../components/data/export-menu.tsx';
import { Section } from '../../../components/data/section.tsx';
import { STUDENT_COLUMNS } from '../../../entities/travellers/traveller-columns.tsx';
import { TravellersTable } from '../../../entities/travellers/travellers-table.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { studentKeys } from '../../../lib/api/query-keys.ts';
import { useLocalListState } from '../../../lib/lists/use-list-state.ts';
import { ListSection } from '../../../components/data/list-section.tsx';
import { TRAVELLER_LIST } from '../../../lib/lists/list-specs.ts';
import { manifestUrl, mealListUrl } from '../../../lib/api/export-urls.ts';
import { useStaffAccess } from '../../../lib/session.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { DepartureSchools } from './departure-schools.tsx';
import { EscortsSection } from './escorts-section.tsx';
import { FlightsTable } from './flights-table.tsx';
import { TripDaySection } from './trip-day-section.tsx';

export function DepartureDetail({ departure }: { departure: Departure }) {
  const { t } = useTranslation(['admin', 'operations', 'components']);
  const { t: tRooming } = useTranslation('rooming');
  const { t: tExports } = useTranslation('exports');
  const locale = useLocale();
  const fmt = useFormatters();
  const studentsList = useLocalListState(TRAVELLER_LIST);
  // The health lead, administrators and the departure's escorts (docs/product/health.md#meal-list).
  const canTakeMealList = useStaffAccess()?.capabilities.includes('health.flags') ?? false;
  return (
    <>
      <Section
        title={t('departure.summary')}
        actions={
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<BedOutlinedIcon />}
              component={RouterLink}
              to={paths.rooming.href(departure.tripId, departure.id)}
            >
              {tRooming('open')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<ChecklistIcon />}
              component={RouterLink}
              to={paths.readiness.href(departure.tripId, departure.id)}
            >
              {t('components:checklist.board.open')}
            </Button>
          </Stack>
        }
      >
        <DetailList
          items={[
            { label: t('columns.outboundDate'), value: fmt.date(departure.outboundDate) },
            { label: t('columns.inboundDate'), value: fmt.date(departure.inboundDate) },
            { label: t('columns.carrier'), value: departure.carrier },
            { label: t('columns.hotel'), value: departure.hotel },
            { label: t('columns.travellers'), value: fmt.number(departure.travellerCount) },
            { label: t('columns.escortsNeeded'), value: fmt.number(departure.escortsNeeded) },
          ]}
        />
      </Section>
      <TripDaySection departureId={departure.id} />
      <Section title={t('operations:escorts.list')}>
        <EscortsSection departure={departure} />
      </Section>
      <Section title={t('departure.flights')}>
        <FlightsTable flights={departure.flights} />
      </Section>
      <Section title={t('departure.schools')}>
        <DepartureSchools departure={departure} />
      </Section>
      <Section
        title={t('departure.students')}
        actions={
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ExportMenu
              label={tExports('manifest')}
              formats={MANIFEST_FORMATS}
              href={(format) => manifestUrl(departure.id, format, locale)}
            />
            {canTakeMealList ? (
              <ExportMenu
                label={tExports('mealList')}
                formats={MEAL_LIST_FORMATS}
                href={(format) => mealListUrl(departure.id, format, locale)}
              />
            ) : null}
          </Stack>
        }
      >
        <ListSection<TravellerListRow>
          listKey={studentKeys.list(departure.tripId)}
          path="students"
          tripId={departure.tripId}
          control={studentsList}
          fixed={{ departure_id: departure.id }}
          what="students"
        >
          {(page, server, loading) => (
            <TravellersTable
              label={t('departure.students')}
              rows={page.rows}
              server={server}
              loading={loading}
              columns={STUDENT_COLUMNS}
              hidden={['guardian', 'email']}
              getHref={(row) => paths.registration.href(departure.tripId, row.id)}
            />
          )}
        </ListSection>
      </Section>
    </>
  );
}
