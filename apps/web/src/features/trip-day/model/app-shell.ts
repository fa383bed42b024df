import { TRIP_DAY_CACHE } from '../../../lib/trip-day-storage.ts';

/**
 * The files the trip day needs to open with no network (docs/product/trip-day.md#on-the-phone): the page, the
 * code and styles it loaded, its manifest and icon. They are put in the cache the service worker
 * (`/trip-day-sw.js`) answers from when the network is gone.
 */
export async function cacheAppShell(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const ownFiles = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/api/'))
    .map((url) => url.pathname);
  const files = new Set(['/trip-day', '/trip-day.webmanifest', '/favicon.svg', ...ownFiles]);
  const cache = await caches.open(TRIP_DAY_CACHE);
  await Promise.all(
    [...files].map(async (file) => {
      const response = await fetch(file, { credentials: 'same-origin' });
      if (response.ok) await cache.put(file, response);
    }),
  );
}
