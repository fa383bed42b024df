import type { Flight, LocalizedText, PublicDeparture } from '@voyage/domain';
import { isoDate } from './text-format.ts';

export type DepartureContent = Omit<PublicDeparture, 'id' | 'tripId'>;

type FlightPlan = [flightNumber: string, departureTime: string, arrivalTime: string];

type DeparturePlan = {
  label: LocalizedText;
  carrier: string;
  hotel: string;
  outDay: number;
  outFlight: FlightPlan;
  inFlight: FlightPlan;
};

// Cyprus and France change their clocks on the same night, so Paris stays one hour behind Larnaca all month.
const plans: DeparturePlan[] = [
  {
    label: { el: 'Αναχώρηση Α', en: 'Departure A' },
    carrier: 'Aegean Airlines',
    hotel: 'Hôtel Lumière Montparnasse, Paris 14e',
    outDay: 18,
    outFlight: ['A3 610', '07:20', '10:45'],
    inFlight: ['A3 611', '18:30', '23:35'],
  },
  {
    label: { el: 'Αναχώρηση Β', en: 'Departure B' },
    carrier: 'Cyprus Airways',
    hotel: 'Hôtel Saint-Marcel Gare de Lyon, Paris 12e',
    outDay: 20,
    outFlight: ['CY 330', '06:50', '10:15'],
    inFlight: ['CY 331', '17:55', '23:00'],
  },
  {
    label: { el: 'Αναχώρηση Γ', en: 'Departure C' },
    carrier: 'Aegean Airlines',
    hotel: 'Hôtel Batignolles Parc, Paris 17e',
    outDay: 25,
    outFlight: ['A3 614', '08:05', '11:30'],
    inFlight: ['A3 615', '18:05', '23:10'],
  },
];

/** Six days, five hotel nights: home on the fifth day after departure. */
const TRIP_NIGHTS = 5;

function flight(
  direction: Flight['direction'],
  date: string,
  [flightNumber, departureTime, arrivalTime]: FlightPlan,
): Flight {
  const [from, to] = direction === 'outbound' ? ['LCA', 'CDG'] : ['CDG', 'LCA'];
  return { direction, flightNumber, date, from, to, departureTime, arrivalTime };
}

export function parisDepartures(year: number): DepartureContent[] {
  return plans.map((plan) => {
    const outboundDate = isoDate(year, 3, plan.outDay);
    const inboundDate = isoDate(year, 3, plan.outDay + TRIP_NIGHTS);
    return {
      label: { ...plan.label },
      outboundDate,
      inboundDate,
      carrier: plan.carrier,
      hotel: plan.hotel,
      flights: [flight('outbound', outboundDate, plan.outFlight), flight('inbound', inboundDate, plan.inFlight)],
    };
  });
}
