import { useQuery } from '@tanstack/react-query';
import { activeTripQuery } from '../../../entities/trips/api/get-active-trip.ts';
import { tripQuery } from '../../../entities/trips/api/get-trip.ts';
import { routeNumber } from '../../../lib/route-number.ts';

/**
 * The trip of `/register/{trip_id?}`: the one named in the address, else the active trip. A
 * malformed number is no trip at all (`isInvalid`), rather than silently the active one.
 */
export function useRegisterTrip(param: string | undefined) {
  const requestedId = routeNumber(param);
  const isInvalid = param !== undefined && requestedId === undefined;
  const active = useQuery(activeTripQuery);
  const wantsActive = requestedId === undefined || active.data?.id === requestedId;
  const byId = useQuery({
    ...tripQuery(requestedId ?? 0),
    enabled: !isInvalid && !wantsActive && requestedId !== undefined,
  });
  return { query: wantsActive ? active : byId, isInvalid };
}
