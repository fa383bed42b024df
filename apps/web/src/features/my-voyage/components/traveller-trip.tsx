import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Traveller } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { DepartureDetails } from '../../../entities/trips/departure-card.tsx';
import { Programme } from '../../../entities/trips/programme.tsx';
import { usePublicDepartures } from '../../../entities/trips/api/get-public-departures.ts';
import { tripQuery } from '../../../entities/trips/api/get-trip.ts';
import { formatDateRange, localize } from '../../../lib/localized.ts';
import { VoyageCard } from './voyage-card.tsx';

/** The traveller's own departure: its days (not the whole trip's), carrier, flights and hotel. */
function TravellerDeparture({ traveller }: { traveller: Traveller }) {
  const { t, i18n } = useTranslation(['myVoyage', 'components']);
  const departures = usePublicDepartures(traveller.tripId);
  const departure = departures.data?.find((candidate) => candidate.id === traveller.departureId);
  return (
    <VoyageCard
      title={t('departure.title')}
      aside={departure ? <Chip label={localize(departure.label, i18n.language)} /> : null}
    >
      {departures.isPending ? (
        <Skeleton variant="rounded" height={220} />
      ) : departure ? (
        <Stack spacing={2}>
          <div>
            <Typography sx={{ fontWeight: 650 }}>
              {formatDateRange(departure.outboundDate, departure.inboundDate, i18n.language)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('components:flights.carrier', { carrier: departure.carrier })}
            </Typography>
          </div>
          <DepartureDetails departure={departure} />
        </Stack>
      ) : (
        <Typography>{t('departure.notYet')}</Typography>
      )}
    </VoyageCard>
  );
}

/**
 * The trip as this family will live it: the traveller's departure and the day-by-day programme. Shown while
 * the registration is pending or approved; a refused or cancelled registration has no trip to show.
 */
export function TravellerTrip({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation('myVoyage');
  const trip = useQuery(tripQuery(traveller.tripId));
  return (
    <>
      <TravellerDeparture traveller={traveller} />
      {trip.data && trip.data.schedule.length > 0 ? (
        <VoyageCard title={t('programme.title')}>
          <Programme days={trip.data.schedule} />
        </VoyageCard>
      ) : null}
    </>
  );
}
