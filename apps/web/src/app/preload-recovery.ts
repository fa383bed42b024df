/**
 * After a new deployment the old chunk names are gone, so a user who kept the tab open fails to load the next lazy
 * screen. Vite reports failed preloads as `vite:preloadError`; our lazy routes report a failed screen import as the
 * cancelable `preload-error` (docs/product/screens.md#when-something-fails). Both reload the page once to pick up the
 * new build, at the address the user was going to. The guard in sessionStorage stops a reload loop when the server is
 * really broken: the second failure is not cancelled, so it is rethrown and the route's error screen shows.
 */
const RELOAD_GUARD_KEY = 'voyage.chunkReloadAt';
const RELOAD_GUARD_MS = 60_000;

type PendingHref = () => string | null;

function reloadOnce(event: Event, pendingHref: PendingHref): void {
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  } catch {
    return; // Without storage we cannot guard against a loop: let the error screen show.
  }
  event.preventDefault();
  const target = pendingHref();
  if (target) window.location.assign(target);
  else window.location.reload();
}

/** `pendingHref`: where the failed navigation was going (the URL only changes once a screen has loaded). */
export function installPreloadRecovery(pendingHref: PendingHref): void {
  const listener = (event: Event) => reloadOnce(event, pendingHref);
  window.addEventListener('vite:preloadError', listener);
  window.addEventListener('preload-error', listener);
}
