import { z } from 'zod';
import { addDays } from '../consent-deadline.ts';
import type { Flight } from '../departure.ts';
import { localizedTextSchema, type LocalizedText } from '../localized-text.ts';
import type { ScheduleDay } from '../trip.ts';

/**
 * A departure's checkpoints (docs/product/trip-day.md#checkpoints): made from its flights and programme, in
 * the order they come, plus the ones an escort adds on the way. Each has a key that stays the same while
 * the flights and programme do, so marks made offline on two phones meet on the same checkpoint.
 */
export const CHECKPOINT_KINDS = ['check-in', 'gate', 'arrival', 'hotel', 'outing', 'added'] as const;
export type CheckpointKind = (typeof CHECKPOINT_KINDS)[number];

/** Letters, digits and hyphens: a derived key, or `added-<the adding action's id>`. */
export const checkpointKeySchema = z.string().regex(/^[a-z0-9-]{1,120}$/, { error: 'validation.invalid' });

export const checkpointSchema = z.object({
  key: checkpointKeySchema,
  kind: z.enum(CHECKPOINT_KINDS),
  title: localizedTextSchema,
  date: z.iso.date(),
  /** The local time it is due, when known. */
  time: z.string().nullable(),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

type CheckpointDeparture = { outboundDate: string; hotel: string; flights: readonly Flight[] };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const FLIGHT_WORDS: Record<'check-in' | 'gate' | 'arrival', (flight: Flight) => LocalizedText> = {
  'check-in': (flight) => ({
    el: `Check-in ${flight.flightNumber} (${flight.from})`,
    en: `Check-in ${flight.flightNumber} (${flight.from})`,
  }),
  gate: (flight) => ({ el: `Πύλη ${flight.flightNumber}`, en: `Gate ${flight.flightNumber}` }),
  arrival: (flight) => ({
    el: `Άφιξη ${flight.flightNumber} (${flight.to})`,
    en: `Arrival ${flight.flightNumber} (${flight.to})`,
  }),
};

function flightCheckpoints(flight: Flight): Checkpoint[] {
  const base = `${flight.direction}-${slug(flight.flightNumber)}-${flight.date}`;
  const landsOn = flight.arrivalDate ?? flight.date;
  return [
    {
      key: `${base}-check-in`,
      kind: 'check-in',
      title: FLIGHT_WORDS['check-in'](flight),
      date: flight.date,
      time: flight.departureTime,
    },
    {
      key: `${base}-gate`,
      kind: 'gate',
      title: FLIGHT_WORDS.gate(flight),
      date: flight.date,
      time: flight.departureTime,
    },
    {
      key: `${base}-arrival`,
      kind: 'arrival',
      title: FLIGHT_WORDS.arrival(flight),
      date: landsOn,
      time: flight.arrivalTime,
    },
  ];
}

/** The hotel on the day the first outbound flight lands (or the outbound date without flights). */
function hotelCheckpoint(departure: CheckpointDeparture): Checkpoint {
  const outbound = departure.flights.filter((flight) => flight.direction === 'outbound');
  const landing = outbound.map((flight) => ({ date: flight.arrivalDate ?? flight.date, time: flight.arrivalTime }));
  const last = landing.sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`)).at(-1);
  return {
    key: 'hotel',
    kind: 'hotel',
    title: { el: `Ξενοδοχείο: ${departure.hotel}`, en: `Hotel: ${departure.hotel}` },
    date: last?.date ?? departure.outboundDate,
    time: null,
  };
}

/** Each activity of each programme day, on the day it falls (day 1 is the outbound date). */
function outingCheckpoints(departure: CheckpointDeparture, schedule: readonly ScheduleDay[]): Checkpoint[] {
  return schedule.flatMap((day) =>
    day.activities.map((activity, index) => ({
      key: `day-${day.day}-outing-${index + 1}`,
      kind: 'outing' as const,
      title: { el: activity.el || activity.activity, en: activity.en || activity.activity },
      date: addDays(departure.outboundDate, day.day - 1),
      time: null,
    })),
  );
}

const ORDER: Record<CheckpointKind, number> = { 'check-in': 0, gate: 1, arrival: 2, hotel: 3, outing: 4, added: 5 };

/** A departure's checkpoints, by date, then time (those without one after), then kind. */
export function departureCheckpoints(
  departure: CheckpointDeparture,
  schedule: readonly ScheduleDay[],
  added: readonly Checkpoint[] = [],
): Checkpoint[] {
  const all = [
    ...departure.flights.flatMap(flightCheckpoints),
    hotelCheckpoint(departure),
    ...outingCheckpoints(departure, schedule),
    ...added,
  ];
  return all.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.time ?? '99').localeCompare(b.time ?? '99') ||
      ORDER[a.kind] - ORDER[b.kind] ||
      a.key.localeCompare(b.key),
  );
}

/** The key of a checkpoint an escort adds: named by the action that adds it, so a replay adds nothing. */
export const addedCheckpointKey = (actionId: string): string => `added-${actionId}`;
