import { useTranslation } from 'react-i18next';
import { useQueries, useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listFormat, travellerPicture, tripDate, type Trip, type Traveller, type TripSummary } from '@voyage/domain';
import { useFormatters } from '../../../../components/data/use-formatters.ts';
import { tripQuery } from '../../../../entities/trips/api/get-trip.ts';
import { tripsQuery } from '../../../../entities/trips/api/get-trips.ts';
import { tripTitle } from '../../../../lib/localized.ts';
import { familyName } from '../family-name.ts';
import { OverdueMark } from './payment-info.tsx';
import { PaymentFigures, type PaymentTotals } from './payment-figures.tsx';
import { VoyageCard } from '../voyage-card.tsx';

type FamilyGroup = { tripId: number; travellers: Traveller[] };

/** The family's approved travellers, by trip: a total adds up what one trip costs the family. */
export function familyGroups(travellers: readonly Traveller[]): FamilyGroup[] {
  const groups = new Map<number, Traveller[]>();
  for (const traveller of travellers) {
    if (traveller.status !== 'approved') continue;
    groups.set(traveller.tripId, [...(groups.get(traveller.tripId) ?? []), traveller]);
  }
  return [...groups].map(([tripId, members]) => ({ tripId, travellers: members }));
}

/** The sums over several travellers' pictures, each measured against the trip's plan as it owes it on `today`. */
export function familyTotals(
  travellers: readonly Traveller[],
  trip: Pick<Trip, 'payments' | 'paymentGraceDays'>,
  today: string,
): PaymentTotals & { overdueCents: number } {
  const totals = { totalCents: 0, receivedCents: 0, processingCents: 0, toPayCents: 0, overdueCents: 0 };
  for (const traveller of travellers) {
    const picture = travellerPicture({
      trip,
      approvedAt: traveller.approvedAt,
      priceCents: traveller.price.priceCents,
      payments: traveller.payments,
      today,
    });
    totals.totalCents += picture.totalCents;
    totals.receivedCents += picture.receivedCents;
    totals.processingCents += picture.processingCents;
    totals.toPayCents += picture.toPayCents;
    totals.overdueCents += picture.overdueCents;
  }
  return totals;
}

/**
 * Brothers and sisters on one e-mail (docs/product/my-voyage.md#family-total): each has their own
 * payments, and above the selector the family reads what the trip costs them all together, received,
 * waiting for confirmation and still to pay. Shown only with two or more approved travellers on a trip.
 */
export function FamilyPayments({
  travellers,
  today = tripDate(new Date()),
}: {
  travellers: readonly Traveller[];
  today?: string;
}) {
  const groups = familyGroups(travellers).filter((group) => group.travellers.length > 1);
  const trips = useQueries({ queries: groups.map((group) => tripQuery(group.tripId)) });
  const summaries = useQuery(tripsQuery).data ?? [];
  if (groups.length === 0) return null;
  return (
    <>
      {groups.map((group, index) => {
        const trip = trips[index]?.data;
        if (!trip) return null;
        const summary = summaries.find((candidate) => candidate.id === group.tripId);
        return (
          <FamilyTotal
            key={group.tripId}
            travellers={group.travellers}
            totals={familyTotals(group.travellers, trip, today)}
            tripName={groups.length > 1 && summary ? summary : null}
          />
        );
      })}
    </>
  );
}

type FamilyTotalProps = {
  travellers: readonly Traveller[];
  totals: PaymentTotals & { overdueCents: number };
  /** Named when the family has totals for more than one trip. */
  tripName: Pick<TripSummary, 'name' | 'year'> | null;
};

function FamilyTotal({ travellers, totals, tripName }: FamilyTotalProps) {
  const { t, i18n } = useTranslation('myVoyage');
  const fmt = useFormatters();
  const names = listFormat(fmt.locale === 'en' ? 'en-IE' : 'el-GR', { type: 'conjunction' }).format(
    travellers.map(familyName),
  );
  return (
    <VoyageCard title={t('payments.family.title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {tripName
            ? t('payments.family.trip', { trip: tripTitle(tripName, i18n.language), names })
            : t('payments.family.lead', { names })}
        </Typography>
        <PaymentFigures totals={totals} />
        {totals.overdueCents > 0 ? (
          <OverdueMark>{t('payments.family.overdue', { amount: fmt.euro(totals.overdueCents) })}</OverdueMark>
        ) : null}
      </Stack>
    </VoyageCard>
  );
}
