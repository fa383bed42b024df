import type { QueryKey } from '@tanstack/react-query';

/** Query keys whose data is public (trips, flights). They survive sign-out; everything else is cleared. */
const PUBLIC_ROOTS = new Set(['trips', 'public']);

export function isPublicQuery(queryKey: QueryKey): boolean {
  return typeof queryKey[0] === 'string' && PUBLIC_ROOTS.has(queryKey[0]);
}
