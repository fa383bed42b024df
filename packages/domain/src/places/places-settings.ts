import type { SchoolMinimum } from './allocation-draw.ts';

/**
 * A trip's settings for the waiting list and the fair draw (docs/product/places.md), their defaults and
 * bounds, written once for the database, the editor and the API.
 */

export const WAITING_LIST_OFFER_DEFAULT_DAYS = 5;
export const WAITING_LIST_OFFER_MIN_DAYS = 1;
export const WAITING_LIST_OFFER_MAX_DAYS = 30;
export const AUTO_APPROVE_OFFERS_DEFAULT = false;
export const KEEP_SIBLINGS_TOGETHER_DEFAULT = true;
export const FAIR_ALLOCATION_DEFAULT = false;
export const ALLOCATION_WINDOW_DEFAULT_DAYS = 7;
export const ALLOCATION_WINDOW_MAX_DAYS = 60;

/** The trip's school minimum, a whole percent of the places or none, as the draw reads it. */
export function schoolMinimumOf(schoolMinimumShare: number | null): SchoolMinimum | null {
  return schoolMinimumShare === null || schoolMinimumShare === 0
    ? null
    : { kind: 'share', share: schoolMinimumShare / 100 };
}
