import Stack from '@mui/material/Stack';
import type { Traveller } from '@voyage/domain';
import { ChecklistCard } from './checklist/checklist-card.tsx';
import { CorrectionsCard } from './corrections/corrections-card.tsx';
import { StatusPanel } from './status-panel.tsx';
import { HealthCard } from './health/health-card.tsx';
import { TravellerDocuments } from './documents/traveller-documents.tsx';
import { TravellerOverview } from './traveller-overview.tsx';
import { TravellerPayments } from './payments/traveller-payments.tsx';
import { TravellerRoommates } from './traveller-roommates.tsx';
import { TravellerTimeline } from './traveller-timeline.tsx';
import { TravellerTrip } from './traveller-trip.tsx';
import { WaitingListPanel } from './waiting-list-panel.tsx';

/** Everything My Voyage shows for one traveller, in the order a parent needs it at this stage. */
export function TravellerVoyage({ traveller }: { traveller: Traveller }) {
  const isApproved = traveller.status === 'approved';
  const isTravelling = isApproved || traveller.status === 'pending';
  return (
    <Stack spacing={3}>
      <TravellerOverview traveller={traveller} />
      <WaitingListPanel traveller={traveller} />
      <StatusPanel traveller={traveller} />
      {isTravelling ? <ChecklistCard travellerId={traveller.id} /> : null}
      <TravellerPayments traveller={traveller} />
      <TravellerDocuments traveller={traveller} />
      {isTravelling ? <CorrectionsCard traveller={traveller} /> : null}
      {isApproved ? <HealthCard travellerId={traveller.id} /> : null}
      <TravellerTimeline travellerId={traveller.id} />
      {isTravelling ? <TravellerRoommates traveller={traveller} /> : null}
      {isTravelling ? <TravellerTrip traveller={traveller} /> : null}
    </Stack>
  );
}
