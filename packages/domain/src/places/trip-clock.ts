import { addDays, TRIP_TIME_ZONE, tripDate } from '../consent-deadline.ts';

/**
 * Date-times on the trip's clock (Cyprus), for deadlines given in days: a deadline `n` days after an
 * instant falls on the same time of day as the instant, `n` calendar days later in Cyprus, whatever the
 * summer-time change between them (docs/product/places.md#waiting-list).
 */

const tripClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TRIP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The time of day (`HH:MM:SS`) an instant shows in Cyprus. */
export function tripTimeOfDay(instant: Date): string {
  const parts = Object.fromEntries(tripClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.hour}:${parts.minute}:${parts.second}`;
}

/** How far Cyprus's clock is ahead of UTC at an instant, in milliseconds. */
function tripOffsetMs(instant: Date): number {
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  const local = Date.parse(`${tripDate(instant)}T${tripTimeOfDay(instant)}Z`);
  return local - wholeSeconds;
}

/**
 * The instant Cyprus's clock shows `date` (`YYYY-MM-DD`) at `time` (`HH:MM:SS`). A time the clocks skip in
 * spring is read an hour later, as a clock on the wall would show it.
 */
export function tripInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}Z`);
  const first = wall - tripOffsetMs(new Date(wall));
  return new Date(wall - tripOffsetMs(new Date(first)));
}

/** `days` calendar days after `instant` in Cyprus, at the same time of day (milliseconds kept). */
export function addTripDays(instant: Date, days: number): Date {
  const moved = tripInstant(addDays(tripDate(instant), days), tripTimeOfDay(instant));
  return new Date(moved.getTime() + (instant.getTime() % 1000));
}
