import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { BackLink } from '../../../components/data/back-link.tsx';
import { NotFoundNote } from '../../../components/data/not-found-note.tsx';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { routeNumber } from '../../../lib/route-number.ts';
import { Section } from '../../../components/data/section.tsx';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { paths } from '../../../lib/paths.ts';
import { tripTitle } from '../../../lib/localized.ts';
import { useTrip } from '../api/get-trip.ts';
import { ActivateTripButton } from '../components/activate-trip-button.tsx';
import { CalendarSection } from '../components/editor/calendar-section.tsx';
import { EmergencySection } from '../components/editor/emergency-section.tsx';
import { GeneralSection } from '../components/editor/general-section.tsx';
import { InformationSection } from '../components/editor/information-section.tsx';
import { PlacesSection } from '../components/editor/places-section.tsx';
import { MoneySection } from '../components/editor/money-section.tsx';
import { ScheduleSection } from '../components/editor/schedule-section.tsx';
import { RetentionPanel } from '../components/retention-panel.tsx';
import { TripOverview } from '../components/trip-overview.tsx';

/**
 * The trip as staff run it (docs/product/trips.md#editing-a-trip): an overview, its data retention
 * (docs/product/data-rights.md#retention), the Activate action, and
 * one editor section per part of what families read, and the emergency numbers for the trip day, each saved
 * on its own.
 */
export default function TripScreen() {
  const { t, i18n } = useTranslation(['admin', 'trips']);
  const tripId = routeNumber(useParams().tripId);
  const trip = useTrip(tripId);
  const back = <BackLink to={paths.tripsList.href()} label={t('trip.back')} />;
  if (tripId === undefined) {
    return (
      <>
        {back}
        <PageHeader title={t('trip.heading')} />
        <NotFoundNote message={t('trip.notFound')} />
      </>
    );
  }
  return (
    <>
      {back}
      <QueryState
        query={trip}
        what="trip"
        skeleton={<DetailSkeleton lines={10} />}
        notFoundMessage={t('trip.notFound')}
      >
        {(data) => (
          <>
            <PageHeader title={tripTitle(data, i18n.language)} actions={<ActivateTripButton trip={data} />} />
            <Section title={t('trip.overview')}>
              <TripOverview trip={data} />
            </Section>
            <Section title={t('retention.title')}>
              <RetentionPanel trip={data} />
            </Section>
            <Alert severity="info" role="note" sx={{ mb: 3 }}>
              {t('trips:editor.audited')}
            </Alert>
            {/* A trip read anew (another trip's id) starts its forms anew; a save keeps the others' edits. */}
            <div key={data.id}>
              <GeneralSection trip={data} />
              <CalendarSection trip={data} />
              <PlacesSection trip={data} />
              <MoneySection trip={data} />
              <ScheduleSection trip={data} />
              <InformationSection trip={data} />
              <EmergencySection trip={data} />
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
