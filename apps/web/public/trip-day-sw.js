// The trip day's service worker (docs/product/trip-day.md#on-the-phone). The page puts its own files in the
// `voyage-trip-day` cache when the escort downloads the pack; with no network, /trip-day and those files are
// answered from there. Calls to /api/ always go to the network: what the phone keeps is in the sealed pack.
/* global self, caches */
const CACHE = 'voyage-trip-day';
const kept = (path) => caches.open(CACHE).then((cache) => cache.match(path));

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    if (!url.pathname.startsWith('/trip-day')) return;
    // The page from the network when there is one (a new version is picked up), else the one kept.
    event.respondWith(
      fetch(request).catch(() => kept('/trip-day').then((page) => page || new Response('Offline', { status: 503 }))),
    );
    return;
  }
  // Hashed files never change: the kept one if there is one.
  event.respondWith(kept(url.pathname).then((file) => file || fetch(request)));
});
