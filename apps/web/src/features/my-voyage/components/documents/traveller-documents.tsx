import { useQuery } from '@tanstack/react-query';
import type { Traveller } from '@voyage/domain';
import { usePublicDepartures } from '../../../../entities/trips/api/get-public-departures.ts';
import { tripQuery } from '../../../../entities/trips/api/get-trip.ts';
import { DocumentsCard } from './documents-card.tsx';
import { IdDocumentDetails } from './id-document-details.tsx';

/**
 * The day the traveller flies back: their departure's return flight once staff assigned the school, else the
 * trip's last day; null while neither has loaded (the passport form then simply does not warn yet).
 */
function useReturnDate(traveller: Traveller): string | null {
  const trip = useQuery(tripQuery(traveller.tripId));
  const departures = usePublicDepartures(traveller.tripId);
  const departure = departures.data?.find((candidate) => candidate.id === traveller.departureId);
  return departure?.inboundDate ?? trip.data?.endsOn ?? null;
}

/** A traveller's documents and, while the registration is live, the passport's details. */
export function TravellerDocuments({ traveller }: { traveller: Traveller }) {
  const isLive = traveller.status === 'pending' || traveller.status === 'approved';
  return (
    <>
      <DocumentsCard traveller={traveller} />
      {isLive ? <LivePassportDetails traveller={traveller} /> : null}
    </>
  );
}

function LivePassportDetails({ traveller }: { traveller: Traveller }) {
  const returnsOn = useReturnDate(traveller);
  return <IdDocumentDetails traveller={traveller} returnsOn={returnsOn} />;
}
