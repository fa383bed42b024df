import { useQuery } from '@tanstack/react-query';
import { parseTripId, type Trip } from '@voyage/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CenteredProgress } from '../../../components/common/centered-progress.tsx';
import { MessagePanel } from '../../../components/common/message-panel.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { activeTripQuery } from '../../../entities/trips/api/get-active-trip.ts';
import { publicDeparturesQuery } from '../../../entities/trips/api/get-public-departures.ts';
import { tripQuery } from '../../../entities/trips/api/get-trip.ts';
import { TripLanding } from '../../../public-site/trip-landing.tsx';
import { PublicSiteContent } from '../components/public-site-content.tsx';
import { TripNotFound } from '../components/trip-not-found.tsx';

/** The landing page with the trip's flights; a failed flights load is only logged (docs/product/screens.md#when-something-fails). */
function Landing({ trip }: { trip: Trip }) {
  const { data: departures, isPending, error } = useQuery(publicDeparturesQuery(trip.id));
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  if (isPending) return <CenteredProgress />;
  return (
    <PublicSiteContent>
      <TripLanding trip={trip} departures={departures ?? []} now={new Date()} />
    </PublicSiteContent>
  );
}

function ActiveTripLanding() {
  const { t } = useTranslation('public');
  const { data: trip, isPending } = useQuery(activeTripQuery);
  if (isPending) return <CenteredProgress />;
  if (!trip) return <MessagePanel title={t('noActiveTrip.title')} body={t('noActiveTrip.body')} />;
  return <Landing trip={trip} />;
}

function ChosenTripLanding({ tripId }: { tripId: number }) {
  const { data: trip, isPending, error } = useQuery(tripQuery(tripId));
  if (isPending) return <CenteredProgress />;
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return <TripNotFound />;
  if (error) throw error;
  return <Landing trip={trip} />;
}

/**
 * `/` shows the active trip, `/:tripId` the given one (docs/product/screens.md#landing-page). The server sends
 * these pages whole; the app draws them only when the visitor moves here from one of its screens.
 */
export default function HomeScreen() {
  const { tripId } = useParams();
  if (tripId === undefined) return <ActiveTripLanding />;
  // Only plain positive whole numbers are trip numbers ("1e2" or " 7" are not).
  const id = parseTripId(tripId);
  return id === undefined ? <TripNotFound /> : <ChosenTripLanding key={id} tripId={id} />;
}
