import { addDays, tripDate } from '../consent-deadline.ts';

/**
 * Corrections by the family (docs/product/corrections.md): until a number of days before the departure (the
 * trip's setting, 21 unless staff change it) a guardian corrects the details a parent may change; from that day
 * on, a change is a request that staff approve or refuse.
 */
export const CORRECTIONS_FREEZE_DEFAULT_DAYS = 21;
export const CORRECTIONS_FREEZE_MAX_DAYS = 120;

/** The fields a family corrects itself, in the order My Voyage shows them. */
export const CORRECTABLE_FIELDS = ['guardianName', 'phone', 'city', 'district', 'roommates'] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/** A change request's life: waiting for staff, then approved (the change made) or refused with a reason. */
export const CHANGE_REQUEST_STATUSES = ['waiting', 'approved', 'refused'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

type FreezeTrip = { startsOn: string; correctionsFreezeDays: number };

/** The first day (`YYYY-MM-DD`, Cyprus time) on which a correction becomes a request. */
export function correctionsFreezeDay(trip: FreezeTrip): string {
  return addDays(trip.startsOn, -trip.correctionsFreezeDays);
}

/** True from the freeze day on. */
export function areCorrectionsFrozen(trip: FreezeTrip, now: Date): boolean {
  return tripDate(now) >= correctionsFreezeDay(trip);
}
