import FlightLandIcon from '@mui/icons-material/FlightLand';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HotelOutlinedIcon from '@mui/icons-material/HotelOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Flight, PublicDeparture } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, localize } from '../../lib/localized.ts';

const shortTime = (time: string) => time.slice(0, 5);

function FlightRow({ flight }: { flight: Flight }) {
  const { t, i18n } = useTranslation('components');
  const isOutbound = flight.direction === 'outbound';
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
        {isOutbound ? <FlightTakeoffIcon /> : <FlightLandIcon />}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(isOutbound ? 'flights.outboundOn' : 'flights.inboundOn', { date: formatDate(flight.date, i18n.language) })}
        </Typography>
        <Typography sx={{ fontWeight: 650 }}>{t('flights.route', { from: flight.from, to: flight.to })}</Typography>
        <Typography variant="body2">
          {t('flights.times', {
            number: flight.flightNumber,
            departs: shortTime(flight.departureTime),
            arrives: shortTime(flight.arrivalTime),
          })}
        </Typography>
      </Box>
    </Stack>
  );
}

/** A departure's outbound and inbound flights and its hotel, in the reader's language. */
export function DepartureDetails({ departure }: { departure: PublicDeparture }) {
  const { t } = useTranslation('components');
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {departure.flights.map((flight) => (
        <FlightRow key={`${flight.direction}-${flight.flightNumber}-${flight.date}`} flight={flight} />
      ))}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
          <HotelOutlinedIcon />
        </Box>
        <div>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('flights.hotel')}
          </Typography>
          <Typography sx={{ fontWeight: 650 }}>{departure.hotel}</Typography>
        </div>
      </Stack>
    </Stack>
  );
}

/** One departure as a card of its own: label, carrier, flights and hotel. */
export function DepartureCard({ departure }: { departure: PublicDeparture }) {
  const { t, i18n } = useTranslation('components');
  return (
    <Card component="article" sx={{ borderRadius: 2, height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h3" sx={{ mb: 0.5 }}>
          {localize(departure.label, i18n.language)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('flights.carrier', { carrier: departure.carrier })}
        </Typography>
        <DepartureDetails departure={departure} />
      </CardContent>
    </Card>
  );
}
