/**
 * Where an escort's phone keeps the trip day (docs/product/trip-day.md#on-the-phone): the encrypted pack in
 * local storage under `voyage.tripDay.`, and the app shell in the `voyage-trip-day` cache. Both go on sign-out
 * and whenever the server says to wipe.
 */
/** The escorts' phone tool: a page of its own, beside the app (docs/product/trip-day.md#on-the-phone). */
export const TRIP_DAY_PATH = '/trip-day';
export const TRIP_DAY_STORAGE_PREFIX = 'voyage.tripDay.';
export const TRIP_DAY_CACHE = 'voyage-trip-day';

/** Removes every trace of the trip-day pack from this browser. */
export async function wipeTripDay(): Promise<void> {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(TRIP_DAY_STORAGE_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Storage refused (private mode): nothing was kept there either.
  }
  try {
    if (typeof caches !== 'undefined') await caches.delete(TRIP_DAY_CACHE);
  } catch {
    // No Cache API on a plain-HTTP page: nothing was cached.
  }
}
