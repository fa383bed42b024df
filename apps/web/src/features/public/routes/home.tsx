import { useQuery } from '@tanstack/react-query';
import { parseTripId } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CenteredProgress } from '../../../components/common/centered-progress.tsx';
import { MessagePanel } from '../../../components/common/message-panel.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { activeTripQuery } from '../../../lib/api/get-active-trip.ts';
import { tripQuery } from '../../../lib/api/get-trip.ts';
import { TripLanding } from '../components/trip-landing.tsx';
import { TripNotFound } from '../components/trip-not-found.tsx';

function ActiveTripLanding() {
  const { t } = useTranslation('public');
  const { data: trip, isPending } = useQuery(activeTripQuery);
  if (isPending) return <CenteredProgress />;
  if (!trip) return <MessagePanel title={t('noActiveTrip.title')} body={t('noActiveTrip.body')} />;
  return <TripLanding trip={trip} />;
}

function ChosenTripLanding({ tripId }: { tripId: number }) {
  const { data: trip, isPending, error } = useQuery(tripQuery(tripId));
  if (isPending) return <CenteredProgress />;
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return <TripNotFound />;
  if (error) throw error;
  return <TripLanding trip={trip} />;
}

/** `/` shows the active trip, `/:tripId` the given one (docs/product/screens.md#landing-page). */
export default function HomeScreen() {
  const { tripId } = useParams();
  if (tripId === undefined) return <ActiveTripLanding />;
  // Only plain positive whole numbers are trip numbers ("1e2" or " 7" are not).
  const id = parseTripId(tripId);
  return id === undefined ? <TripNotFound /> : <ChosenTripLanding key={id} tripId={id} />;
}
