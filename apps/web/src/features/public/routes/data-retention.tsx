import { CenteredProgress } from '../../../components/common/centered-progress.tsx';
import { RetentionPage } from '../../../public-site/retention-page.tsx';
import { PublicSiteContent } from '../components/public-site-content.tsx';
import { useShownTrip } from '../hooks/use-shown-trip.ts';

/** `/data-retention`: what Voyage keeps, for how long, and how it goes (the retention policy). */
export default function DataRetentionScreen() {
  const { data: trip, isPending, error } = useShownTrip();
  if (error) throw error;
  if (isPending) return <CenteredProgress />;
  return (
    <PublicSiteContent>
      <RetentionPage trip={trip ?? null} />
    </PublicSiteContent>
  );
}
