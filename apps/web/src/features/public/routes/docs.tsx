import { CenteredProgress } from '../../../components/common/centered-progress.tsx';
import { TripTextPage } from '../../../public-site/trip-text-page.tsx';
import { PublicSiteContent } from '../components/public-site-content.tsx';
import { useShownTrip } from '../hooks/use-shown-trip.ts';

/** `/docs`: consent document, terms and general information, each at its own anchor (`/docs#terms`). */
export default function DocsScreen() {
  const { data: trip, isPending, error } = useShownTrip();
  if (error) throw error;
  if (isPending) return <CenteredProgress />;
  return (
    <PublicSiteContent>
      <TripTextPage page="docs" trip={trip ?? null} />
    </PublicSiteContent>
  );
}
