import { useQuery } from '@tanstack/react-query';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { activeTripQuery } from '../../../entities/trips/api/get-active-trip.ts';
import { tripQuery } from '../../../entities/trips/api/get-trip.ts';

/** The full trip the public pages describe: the selected trip (the active one unless staff chose another). */
export function useShownTrip() {
  const { tripId } = useSelectedTrip();
  const active = useQuery(activeTripQuery);
  const isActive = active.data?.id === tripId;
  const byId = useQuery({ ...tripQuery(tripId), enabled: !isActive });
  return isActive ? active : byId;
}
