import { addDays, tripDate } from '../consent-deadline.ts';

/**
 * The freeze (docs/product/health.md#freeze): from a number of days before the departure (the trip's setting,
 * 14 unless staff change it) the family can no longer change the health record; changes then go to the health
 * lead.
 */
export const HEALTH_FREEZE_DEFAULT_DAYS = 14;
export const HEALTH_FREEZE_MAX_DAYS = 120;

type FreezeTrip = { startsOn: string; healthFreezeDays: number };

/** The first day (`YYYY-MM-DD`, Cyprus time) on which the record is frozen. */
export function healthFreezeDay(trip: FreezeTrip): string {
  return addDays(trip.startsOn, -trip.healthFreezeDays);
}

/** True from the freeze day on. */
export function isHealthRecordFrozen(trip: FreezeTrip, now: Date): boolean {
  return tripDate(now) >= healthFreezeDay(trip);
}
