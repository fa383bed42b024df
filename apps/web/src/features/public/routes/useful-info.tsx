import { CenteredProgress } from '../../../components/common/centered-progress.tsx';
import { TripTextPage } from '../../../public-site/trip-text-page.tsx';
import { PublicSiteContent } from '../components/public-site-content.tsx';
import { useShownTrip } from '../hooks/use-shown-trip.ts';

/** `/useful-info`: the trip's practical information, section by section. */
export default function UsefulInfoScreen() {
  const { data: trip, isPending, error } = useShownTrip();
  if (error) throw error;
  if (isPending) return <CenteredProgress />;
  return (
    <PublicSiteContent>
      <TripTextPage page="usefulInfo" trip={trip ?? null} />
    </PublicSiteContent>
  );
}
