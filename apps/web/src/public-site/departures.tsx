import type { Flight, PublicDeparture } from '@voyage/domain';
import { formatDate, localize } from '../lib/localized.ts';
import { Icon } from './icons.tsx';
import { useSiteTexts } from './site-texts.tsx';

const shortTime = (time: string) => time.slice(0, 5);

function FlightRow({ flight }: { flight: Flight }) {
  const { t, locale } = useSiteTexts();
  const isOutbound = flight.direction === 'outbound';
  return (
    <div className="ps-row">
      <Icon name={isOutbound ? 'takeoff' : 'landing'} className="ps-row__icon" />
      <div className="ps-row__text">
        <p className="ps-body2 ps-secondary">
          {t(isOutbound ? 'components:flights.outboundOn' : 'components:flights.inboundOn', {
            date: formatDate(flight.date, locale),
          })}
        </p>
        <p className="ps-semibold">{t('components:flights.route', { from: flight.from, to: flight.to })}</p>
        <p className="ps-body2">
          {t('components:flights.times', {
            number: flight.flightNumber,
            departs: shortTime(flight.departureTime),
            arrives: shortTime(flight.arrivalTime),
          })}
        </p>
      </div>
    </div>
  );
}

/** One departure as a card: label, carrier, flights and hotel, in the reader's language. */
function DepartureCard({ departure }: { departure: PublicDeparture }) {
  const { t, locale } = useSiteTexts();
  return (
    <article className="ps-card ps-card--padded ps-departure">
      <h3 className="ps-h3 ps-departure__label">{localize(departure.label, locale)}</h3>
      <p className="ps-body2 ps-secondary ps-departure__carrier">
        {t('components:flights.carrier', { carrier: departure.carrier })}
      </p>
      <div className="ps-departure__rows">
        {departure.flights.map((flight) => (
          <FlightRow key={`${flight.direction}-${flight.flightNumber}-${flight.date}`} flight={flight} />
        ))}
        <div className="ps-row">
          <Icon name="hotel" className="ps-row__icon" />
          <div className="ps-row__text">
            <p className="ps-body2 ps-secondary">{t('components:flights.hotel')}</p>
            <p className="ps-semibold">{departure.hotel}</p>
          </div>
        </div>
      </div>
    </article>
  );
}

/** Flights and hotel per departure, or a note that they come later. */
export function Departures({ departures }: { departures: readonly PublicDeparture[] }) {
  const { t } = useSiteTexts();
  if (departures.length === 0) return <p className="ps-info">{t('public:flights.none')}</p>;
  return (
    <div className="ps-departures">
      {departures.map((departure) => (
        <DepartureCard key={departure.id} departure={departure} />
      ))}
    </div>
  );
}
