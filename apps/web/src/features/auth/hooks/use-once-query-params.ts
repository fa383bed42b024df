import { useEffect, useState } from 'react';

/**
 * Reads some query parameters of the address once, then removes them from the address bar
 * (`history.replaceState`): a token must not stay in the history, bookmarks or a shared screenshot.
 */
export function useOnceQueryParams<K extends string>(names: readonly K[]): Partial<Record<K, string>> {
  const [values] = useState(() => {
    const search = new URLSearchParams(window.location.search);
    const found: Partial<Record<K, string>> = {};
    for (const name of names) {
      const value = search.get(name);
      if (value) found[name] = value;
    }
    return found;
  });
  useEffect(() => {
    const url = new URL(window.location.href);
    const present = names.filter((name) => url.searchParams.has(name));
    if (present.length === 0) return;
    for (const name of present) url.searchParams.delete(name);
    // The router's own state rides along, so Back and scroll restoration keep working.
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    // Read once on mount: later renders must not strip again what the user navigates to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return values;
}
