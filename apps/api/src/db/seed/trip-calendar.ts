import type { DepartureContent } from './content/paris-trip.ts';

export type TripCalendar = {
  registrationOpensAt: Date;
  registrationClosesAt: Date;
  startsOn: string;
  endsOn: string;
};

const DAY = 24 * 60 * 60 * 1000;

/**
 * Registration runs from 1 October of the year before to 31 January of the trip's year; the trip runs
 * from the first departure to the last return. The active demo trip is kept open at `now`, whatever
 * the date the demo is started on.
 */
export function tripCalendar(
  year: number,
  departures: DepartureContent[],
  options: { keepOpenAt?: Date },
): TripCalendar {
  const outbound = departures.map((departure) => departure.outboundDate).sort();
  const inbound = departures.map((departure) => departure.inboundDate).sort();
  let opensAt = new Date(Date.UTC(year - 1, 9, 1, 6, 0, 0));
  let closesAt = new Date(Date.UTC(year, 0, 31, 21, 59, 59));
  const now = options.keepOpenAt;
  if (now) {
    if (opensAt > new Date(now.getTime() - 7 * DAY)) opensAt = new Date(now.getTime() - 7 * DAY);
    if (closesAt < new Date(now.getTime() + 30 * DAY)) closesAt = new Date(now.getTime() + 30 * DAY);
  }
  return {
    registrationOpensAt: opensAt,
    registrationClosesAt: closesAt,
    startsOn: outbound[0] ?? `${year}-03-20`,
    endsOn: inbound.at(-1) ?? `${year}-03-25`,
  };
}

/** The last spring trip that is already over at `now`: this year's once April has come, else last year's. */
export function pastTripYear(now: Date): number {
  const year = now.getUTCFullYear();
  return now >= new Date(Date.UTC(year, 3, 1)) ? year : year - 1;
}
