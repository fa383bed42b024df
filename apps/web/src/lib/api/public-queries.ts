import type { QueryKey } from '@tanstack/react-query';
import { publicDepartureKeys, tripKeys } from './query-keys.ts';

/** Query keys whose data is public (trips, flights). They survive sign-out; everything else is cleared. */
const PUBLIC_ROOTS = new Set<unknown>([tripKeys.all[0], publicDepartureKeys.all[0]]);

export function isPublicQuery(queryKey: QueryKey): boolean {
  return PUBLIC_ROOTS.has(queryKey[0]);
}
