import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TripDayPack } from '@voyage/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/localized.ts';
import { CallLink } from './emergency-card-dialog.tsx';

/** The trip's emergency numbers, as the pack carries them. */
export const emergencyOf = (pack: TripDayPack) => pack.trip.emergency;

function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** What escorts look up on the way: the flights, the hotel, each other's phones and the emergency lines. */
export function DepartureFacts({ pack }: { pack: TripDayPack }) {
  const { t, i18n } = useTranslation('tripDay');
  const emergency = emergencyOf(pack);
  const { departure } = pack;
  return (
    <>
      {emergency && (emergency.institutePhone || emergency.insurerPhone) ? (
        <Fact title={t('home.emergency')}>
          {emergency.institutePhone ? (
            <Typography>
              {t('home.institute')}: <CallLink phone={emergency.institutePhone} label={t('home.institute')} />
            </Typography>
          ) : null}
          {emergency.insurerPhone ? (
            <Typography>
              {t('home.insurer', { name: emergency.insurerName ?? '' })}:{' '}
              <CallLink phone={emergency.insurerPhone} label={emergency.insurerName ?? undefined} />
              {emergency.policyNumber ? ` · ${t('home.policy', { number: emergency.policyNumber })}` : ''}
            </Typography>
          ) : null}
        </Fact>
      ) : null}
      {departure.flights.length > 0 ? (
        <Fact title={t('home.flights')}>
          {departure.flights.map((flight) => (
            <Typography key={`${flight.flightNumber}-${flight.date}`}>
              {flight.flightNumber} · {flight.from} → {flight.to} · {formatDate(flight.date, i18n.language)}{' '}
              {flight.departureTime.slice(0, 5)}–{flight.arrivalTime.slice(0, 5)}
            </Typography>
          ))}
        </Fact>
      ) : null}
      {departure.hotel ? (
        <Fact title={t('home.hotel')}>
          <Typography>{departure.hotel}</Typography>
        </Fact>
      ) : null}
      {departure.escorts.length > 0 ? (
        <Fact title={t('home.escorts')}>
          {departure.escorts.map((escort) => (
            <Typography key={`${escort.name}-${escort.phone}`}>
              {escort.name}: <CallLink phone={escort.phone} label={escort.name} />
            </Typography>
          ))}
        </Fact>
      ) : null}
    </>
  );
}
