import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicDepartures } from '../../../lib/api/get-public-departures.ts';
import { DepartureCard } from '../../../components/trip/departure-card.tsx';

/**
 * Flights per departure from `api/public/departures`; a failed load is only logged
 * (docs/product/screens.md#when-something-fails).
 */
export function FlightsSection({ tripId }: { tripId: number }) {
  const { t } = useTranslation('public');
  const { data, isPending, isError, error } = usePublicDepartures(tripId);
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  if (isPending) {
    return (
      <Grid container spacing={2}>
        {[0, 1, 2].map((key) => (
          <Grid key={key} size={{ xs: 12, md: 4 }}>
            <Skeleton variant="rounded" height={260} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (isError || data.length === 0) return <Alert severity="info">{t('flights.none')}</Alert>;
  return (
    <Grid container spacing={2}>
      {data.map((departure) => (
        <Grid key={departure.id} size={{ xs: 12, md: 6, lg: 4 }}>
          <DepartureCard departure={departure} />
        </Grid>
      ))}
    </Grid>
  );
}
