import Stack from '@mui/material/Stack';
import type { Traveller } from '@voyage/domain';
import { DocumentsList } from './documents-list.tsx';
import { PaymentDetails } from './payment-details.tsx';
import { PaymentsList } from './payments-list.tsx';
import { StatusPanel } from './status-panel.tsx';
import { TravellerOverview } from './traveller-overview.tsx';
import { TravellerTimeline } from './traveller-timeline.tsx';
import { TravellerTrip } from './traveller-trip.tsx';

/** Everything My Voyage shows for one traveller, in the order a parent needs it at this stage. */
export function TravellerVoyage({ traveller }: { traveller: Traveller }) {
  const isApproved = traveller.status === 'approved';
  const isTravelling = isApproved || traveller.status === 'pending';
  return (
    <Stack spacing={3}>
      <TravellerOverview traveller={traveller} />
      <StatusPanel traveller={traveller} />
      {isApproved ? <PaymentDetails traveller={traveller} /> : null}
      {isApproved ? <PaymentsList payments={traveller.payments} paidCents={traveller.paidCents} /> : null}
      <DocumentsList documents={traveller.documents} />
      <TravellerTimeline travellerId={traveller.id} />
      {isTravelling ? <TravellerTrip traveller={traveller} /> : null}
    </Stack>
  );
}
