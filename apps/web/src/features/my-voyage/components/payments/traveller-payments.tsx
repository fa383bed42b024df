import { useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import { travellerPicture, tripDate, type Traveller } from '@voyage/domain';
import { QueryState } from '../../../../components/data/query-state.tsx';
import { DetailSkeleton } from '../../../../components/data/skeletons.tsx';
import { tripQuery } from '../../../../entities/trips/api/get-trip.ts';
import { PaymentInfo } from './payment-info.tsx';
import { PaymentsCard } from './payments-card.tsx';

/**
 * A traveller's money in My Voyage. Once approved: the payment information and the payments with
 * "I have paid", measured against the trip's plan as the traveller owes it (an instalment already due at
 * approval is due the trip's grace days after it) on today's date in Cyprus. Before approval nothing
 * (the status panel says payment comes after it); after a cancellation or a rejection the payments on
 * record stay listed, with no action.
 */
export function TravellerPayments({
  traveller,
  today = tripDate(new Date()),
}: {
  traveller: Traveller;
  today?: string;
}) {
  const isApproved = traveller.status === 'approved';
  const trip = useQuery({ ...tripQuery(traveller.tripId), enabled: isApproved });
  if (!isApproved) {
    const hasPayments = traveller.payments.length > 0 && traveller.status !== 'pending';
    return hasPayments ? <PaymentsCard traveller={traveller} today={today} /> : null;
  }
  return (
    <QueryState query={trip} what="trip payment plan" skeleton={<DetailSkeleton lines={8} />}>
      {(trip) => {
        const picture = travellerPicture({
          trip,
          approvedAt: traveller.approvedAt,
          priceCents: traveller.price.priceCents,
          payments: traveller.payments,
          today,
        });
        const { bankDetails } = trip;
        return (
          <Stack spacing={3}>
            <PaymentInfo
              picture={picture}
              bankDetails={bankDetails}
              paymentReference={traveller.paymentReference}
              price={traveller.price}
            />
            <PaymentsCard traveller={traveller} picture={picture} today={today} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
